import { useId, type ReactNode } from 'react';
import { Section } from '../Section/Section.tsx';
import * as styles from './CallToAction.css.ts';

export interface CallToActionProps {
  /** Anchor of the block. */
  id?: string;
  title: string;
  text: string;
  /** Buttons: booking (external), a second internal link, a `tel:` link… */
  actions?: ReactNode;
  /** `accent` (deep teal band, default) or `muted` (sand). */
  tone?: 'accent' | 'muted';
}

/** The closing invitation of a page: a centred title, a sentence and one or two buttons. */
export function CallToAction({ id, title, text, actions, tone = 'accent' }: CallToActionProps) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone}>
      <div className={styles.box} role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Section>
  );
}

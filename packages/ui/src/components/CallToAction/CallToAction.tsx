import { useId, type ReactNode } from 'react';
import { Section } from '../Section/Section.tsx';
import * as styles from './CallToAction.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface CallToActionProps {
  title: string;
  text: string;
  actions?: ReactNode;
  tone?: 'accent' | 'muted';
}

export function CallToAction({ title, text, actions, tone = 'accent' }: CallToActionProps) {
  const headingId = useId();
  return (
    <Section tone={tone}>
      <div className={styles.box} role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className={shared.title3xl}>
          {title}
        </h2>
        <p className={shared.leadText}>{text}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Section>
  );
}

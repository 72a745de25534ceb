import { type ReactNode, useId } from 'react';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';

export interface DeskPanelProps {
  title: string;
  /** What was done, then what was refused, shown above the panel's content. */
  notice?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}

/** A panel under a voucher (use, void, resend, sending): a section named by its heading. */
export function DeskPanel({ title, notice, error, children }: DeskPanelProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subheading}>
        {title}
      </h2>
      <DeskMessage tone="success" text={notice} />
      <DeskMessage tone="danger" text={error} />
      {children}
    </section>
  );
}

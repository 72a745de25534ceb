import { type FormEvent, type ReactNode, useId } from 'react';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';

export interface DeskPanelProps {
  title: string;
  notice?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}

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

/** The desk's forms are sent by script: the page stays. */
export const submitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

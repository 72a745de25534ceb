import { type FormEvent, type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';

export interface DeskPanelProps {
  title: string;
  notice?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}

export function DeskPanel({ title, notice, error, children }: DeskPanelProps) {
  return (
    <DeskSection title={title} heading={styles.subheading}>
      <DeskMessage tone="success" text={notice} />
      <DeskMessage tone="danger" text={error} />
      {children}
    </DeskSection>
  );
}

export function DeskSection({
  title,
  heading = styles.title,
  children,
  ...section
}: HTMLAttributes<HTMLElement> & { title: string; heading?: string }) {
  const titleId = `${useId()}-title`;
  return (
    <section className={styles.panel} aria-labelledby={titleId} {...section}>
      <h2 id={titleId} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The desk's forms are sent by script: the page stays. */
export const submitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

import { fillTemplate } from '@clinique/catalog/format';
import { type FormEvent, useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';

export interface DeskResendLabels {
  title: string;
  emailLabel: string;
  /** "{email}": the buyer's address. */
  emailHint: string;
  submit: string;
  busy: string;
}

export interface DeskResendProps {
  labels: DeskResendLabels;
  buyerEmail: string;
  /** Another address, as typed; empty: the buyer's. */
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  busy?: boolean;
  /** The API's refusal (void voucher, invalid address). */
  error?: string;
  notice?: string;
}

/** E-mailing a voucher again, to its buyer or to another address. */
export function DeskResend({
  labels,
  buyerEmail,
  email,
  onEmailChange,
  onSubmit,
  busy = false,
  error,
  notice,
}: DeskResendProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subheading}>
        {labels.title}
      </h2>
      <DeskMessage tone="success" text={notice} />
      <DeskMessage tone="danger" text={error} />
      <form className={form.form} onSubmit={submit}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-email`}>
            {labels.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            className={form.control}
            name="email"
            type="email"
            autoComplete="off"
            aria-describedby={`${id}-email-hint`}
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          <p id={`${id}-email-hint`} className={form.hint}>
            {fillTemplate(labels.emailHint, { email: buyerEmail })}
          </p>
        </div>
        <Button type="submit" variant="outline" busy={busy} busyLabel={labels.busy}>
          {labels.submit}
        </Button>
      </form>
    </section>
  );
}

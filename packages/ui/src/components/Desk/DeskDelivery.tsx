import { fillTemplate, formatNumericDate } from '@clinique/catalog/format';
import { useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { DeskPanel, submitted } from './DeskPanel.tsx';

export interface DeskDeliveryLabels {
  title: string;
  intro: string;
  emailLabel: string;
  dateLabel: string;
  /** "{date}": the last day of validity. */
  dateHint: string;
  submit: string;
  busy: string;
  resendIntro: string;
  resend: string;
  resendBusy: string;
}

export interface DeskDeliveryProps {
  labels: DeskDeliveryLabels;
  delivered: boolean;
  today: string;
  validUntil: string;
  email: string;
  date: string;
  onEmailChange: (email: string) => void;
  onDateChange: (date: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  busy?: 'save' | 'resend' | undefined;
  error?: string;
  notice?: string;
}

export function DeskDelivery({
  labels,
  delivered,
  today,
  validUntil,
  email,
  date,
  onEmailChange,
  onDateChange,
  onSubmit,
  onResend,
  busy,
  error,
  notice,
}: DeskDeliveryProps) {
  const id = useId();
  return (
    <DeskPanel title={labels.title} notice={notice} error={error}>
      {!delivered && (
        <form className={form.form} onSubmit={submitted(onSubmit)}>
          <p className={styles.muted}>{labels.intro}</p>
          <TextField
            id={`${id}-email`}
            label={labels.emailLabel}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          <TextField
            id={`${id}-date`}
            label={labels.dateLabel}
            hint={fillTemplate(labels.dateHint, { date: formatNumericDate(validUntil) })}
            name="date"
            type="date"
            required
            min={today}
            max={validUntil}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
          <Button
            type="submit"
            variant="outline"
            busy={busy === 'save'}
            busyLabel={labels.busy}
            disabled={busy === 'resend'}
          >
            {labels.submit}
          </Button>
        </form>
      )}
      <p className={styles.muted}>{labels.resendIntro}</p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={onResend}
          busy={busy === 'resend'}
          busyLabel={labels.resendBusy}
          disabled={busy === 'save'}
        >
          {labels.resend}
        </Button>
      </div>
    </DeskPanel>
  );
}

import type { DeskText } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { DeskPanel, submitted } from './DeskPanel.tsx';
import type { DeskOutcome } from './DeskVoucherCard.tsx';

export interface DeskResendProps extends DeskOutcome {
  labels: DeskText['resend'];
  buyerEmail: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
}

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
  return (
    <DeskPanel title={labels.title} notice={notice} error={error}>
      <form className={form.form} noValidate onSubmit={submitted(onSubmit)}>
        <TextField
          id={`${id}-email`}
          label={labels.emailLabel}
          hint={fillTemplate(labels.emailHint, { email: buyerEmail })}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <Button type="submit" variant="outline" busy={busy} busyLabel={labels.busy}>
          {labels.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}

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

export function DeskResend({ labels, busy = false, ...props }: DeskResendProps) {
  const id = useId();
  return (
    <DeskPanel title={labels.title} notice={props.notice} error={props.error}>
      <form className={form.form} noValidate onSubmit={submitted(props.onSubmit)}>
        <TextField
          id={`${id}-email`}
          label={labels.emailLabel}
          hint={fillTemplate(labels.emailHint, { email: props.buyerEmail })}
          name="email"
          type="email"
          autoComplete="off"
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
        />
        <Button type="submit" variant="outline" busy={busy} busyLabel={labels.busy}>
          {labels.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}

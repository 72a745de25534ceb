import type { DeskText } from '@clinique/catalog';
import { useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';
import { DeskSection, submitted } from './DeskPanel.tsx';

export interface DeskSignInProps {
  labels: DeskText['signIn'];
  email: string;
  onEmailChange: (email: string) => void;
  state: 'idle' | 'sending' | 'sent';
  onSubmit: () => void;
  onRestart: () => void;
  /** The same for staff or not. */
  message?: string;
  error?: string;
  notice?: string;
}

export function DeskSignIn({ labels, state, ...props }: DeskSignInProps) {
  const id = useId();
  if (state === 'sent') {
    return (
      <DeskSection title={labels.sentTitle}>
        <DeskMessage tone="success" text={props.message} />
        <div className={styles.actions}>
          <Button variant="outline" onClick={props.onRestart}>
            {labels.restart}
          </Button>
        </div>
      </DeskSection>
    );
  }
  return (
    <DeskSection title={labels.title}>
      <p className={styles.intro}>{labels.intro}</p>
      <DeskMessage tone="success" text={props.notice} />
      <DeskMessage tone="danger" text={props.error} />
      <form className={form.form} onSubmit={submitted(props.onSubmit)}>
        <TextField
          id={`${id}-email`}
          label={labels.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={props.email}
          onChange={(event) => props.onEmailChange(event.target.value)}
          readOnly={state === 'sending'}
        />
        <Button type="submit" busy={state === 'sending'} busyLabel={labels.busy} fullWidth>
          {labels.submit}
        </Button>
      </form>
    </DeskSection>
  );
}

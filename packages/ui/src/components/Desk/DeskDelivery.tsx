import type { DeskText } from '@clinique/catalog';
import type { DELIVERY_STATES } from '@clinique/catalog/desk';
import { fillTemplate, formatNumericDate } from '@clinique/catalog/format';
import { useId, useRef } from 'react';
import * as form from '../../styles/form.css.ts';
import { useFocusBack } from '../../utils/focus-back.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { DeskConfirmStep } from './DeskConfirmStep.tsx';
import { DeskPanel, submitted } from './DeskPanel.tsx';
import type { DeskOutcome } from './DeskVoucherCard.tsx';

export interface DeskDeliveryProps extends DeskOutcome<'save' | 'resend' | 'early'> {
  labels: DeskText['delivery'];
  /** Once delivered it can be resent, no longer changed; a bounced or failed one is corrected. */
  state: (typeof DELIVERY_STATES)[number];
  /** The day it is due and the address, as recorded (not as being edited). */
  dueOn: string;
  dueTo: string;
  /** Sending early asks first: the confirmation names the day it was due. */
  early: { confirming: boolean; onAsk: () => void; onConfirm: () => void; onCancel: () => void };
  today: string;
  validUntil: string;
  email: string;
  date: string;
  onEmailChange: (email: string) => void;
  onDateChange: (date: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

export function DeskDelivery({ labels, busy, early, ...props }: DeskDeliveryProps) {
  const id = useId();
  const due = formatNumericDate(props.dueOn);
  const sendNow = fillTemplate(labels.sendNow, { date: due });
  const sendNowRef = useRef<HTMLButtonElement>(null);
  // « Non » (or a refusal) closes the confirmation: the button that opened it takes the focus back.
  useFocusBack(early.confirming, () => sendNowRef.current);
  return (
    <DeskPanel title={labels.title} notice={props.notice} error={props.error}>
      {props.state === 'delivered' ? (
        <>
          <p className={styles.muted}>{labels.resendIntro}</p>
          <div className={styles.actions}>
            <Button
              variant="outline"
              onClick={props.onResend}
              busy={busy === 'resend'}
              busyLabel={labels.resendBusy}
            >
              {labels.resend}
            </Button>
          </div>
        </>
      ) : (
        <>
          <form className={form.form} noValidate onSubmit={submitted(props.onSubmit)}>
            <p className={styles.muted}>{labels.intro}</p>
            <TextField
              id={`${id}-email`}
              label={labels.emailLabel}
              name="email"
              type="email"
              autoComplete="off"
              required
              value={props.email}
              onChange={(event) => props.onEmailChange(event.target.value)}
            />
            <TextField
              id={`${id}-date`}
              label={labels.dateLabel}
              hint={fillTemplate(labels.dateHint, { date: formatNumericDate(props.validUntil) })}
              name="date"
              type="date"
              required
              min={props.today}
              max={props.validUntil}
              value={props.date}
              onChange={(event) => props.onDateChange(event.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              busy={busy === 'save'}
              busyLabel={labels.busy}
              disabled={busy !== undefined && busy !== 'save'}
            >
              {labels.submit}
            </Button>
          </form>
          {props.dueOn > props.today &&
            (early.confirming ? (
              <DeskConfirmStep
                title={sendNow}
                text={fillTemplate(labels.sendNowConfirm, { email: props.dueTo, date: due })}
                confirm={labels.sendNowYes}
                back={fillTemplate(labels.sendNowNo, { date: due })}
                busyLabel={labels.sendNowBusy}
                busy={busy === 'early'}
                onConfirm={early.onConfirm}
                onBack={early.onCancel}
              />
            ) : (
              <div className={styles.actions}>
                <Button
                  ref={sendNowRef}
                  variant="outline"
                  onClick={early.onAsk}
                  disabled={busy !== undefined}
                >
                  {sendNow}
                </Button>
              </div>
            ))}
        </>
      )}
    </DeskPanel>
  );
}

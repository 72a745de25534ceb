import type { DeskText } from '@clinique/catalog';
import { fillTemplate, formatCents } from '@clinique/catalog/format';
import { useId, useRef } from 'react';
import * as form from '../../styles/form.css.ts';
import { useFocusBack } from '../../utils/focus-back.ts';
import { Button } from '../Button/Button.tsx';
import { Field } from '../TextField/TextField.tsx';
import { confirmStepProps, DeskConfirmStep, type DeskReviewProps } from './DeskConfirmStep.tsx';
import { DeskPanel, submitted } from './DeskPanel.tsx';

export interface DeskVoidProps extends DeskReviewProps {
  labels: DeskText['void'];
  balanceCents: number;
  reason: string;
  onReasonChange: (reason: string) => void;
}

export function DeskVoid({ labels, step, closed = false, ...props }: DeskVoidProps) {
  const id = useId();
  const reviewRef = useRef<HTMLButtonElement>(null);
  // « Modifier » (or a refusal) brings the form back: its button takes the focus back.
  useFocusBack(step === 'confirm', () => reviewRef.current);
  return (
    <DeskPanel title={labels.title} notice={props.notice} error={props.error}>
      {closed ? null : step === 'confirm' ? (
        <DeskConfirmStep
          {...confirmStepProps(labels, props)}
          text={fillTemplate(labels.confirmText, { balance: formatCents(props.balanceCents) })}
          detail={props.reason.trim()}
        />
      ) : (
        <form className={form.form} noValidate onSubmit={submitted(props.onReview)}>
          <Field id={`${id}-reason`} label={labels.reasonLabel}>
            <textarea
              id={`${id}-reason`}
              className={form.textarea}
              name="reason"
              required
              maxLength={300}
              rows={2}
              aria-describedby={`${id}-reason-hint`}
              value={props.reason}
              onChange={(event) => props.onReasonChange(event.target.value)}
            />
            <p id={`${id}-reason-hint`} className={form.hint}>
              {labels.reasonHint}
            </p>
          </Field>
          <Button ref={reviewRef} type="submit" variant="outline">
            {labels.review}
          </Button>
        </form>
      )}
    </DeskPanel>
  );
}

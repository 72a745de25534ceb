import type { DeskText } from '@clinique/catalog';
import { fillTemplate, formatCents } from '@clinique/catalog/format';
import { useId, useRef } from 'react';
import * as form from '../../styles/form.css.ts';
import { useFocusBack } from '../../utils/focus-back.ts';
import { Button } from '../Button/Button.tsx';
import { Field } from '../TextField/TextField.tsx';
import { confirmLabels, DeskConfirmStep, type DeskReviewProps } from './DeskConfirmStep.tsx';
import { DeskPanel, submitted } from './DeskPanel.tsx';

export interface DeskVoidProps extends DeskReviewProps {
  labels: DeskText['void'];
  balanceCents: number;
  reason: string;
  onReasonChange: (reason: string) => void;
}

export function DeskVoid({
  labels,
  balanceCents,
  reason,
  onReasonChange,
  step,
  onReview,
  error,
  notice,
  closed = false,
  ...confirmStep
}: DeskVoidProps) {
  const id = useId();
  const reviewRef = useRef<HTMLButtonElement>(null);
  // « Modifier » (or a refusal) brings the form back: its button takes the focus back.
  useFocusBack(step === 'confirm', () => reviewRef.current);
  return (
    <DeskPanel title={labels.title} notice={notice} error={error}>
      {closed ? null : step === 'confirm' ? (
        <DeskConfirmStep
          {...confirmStep}
          {...confirmLabels(labels)}
          text={fillTemplate(labels.confirmText, { balance: formatCents(balanceCents) })}
          detail={reason.trim()}
        />
      ) : (
        <form className={form.form} noValidate onSubmit={submitted(onReview)}>
          <Field id={`${id}-reason`} label={labels.reasonLabel}>
            <textarea
              id={`${id}-reason`}
              className={form.textarea}
              name="reason"
              required
              maxLength={300}
              rows={2}
              aria-describedby={`${id}-reason-hint`}
              value={reason}
              onChange={(event) => onReasonChange(event.target.value)}
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

import type { DeskText } from '@clinique/catalog';
import { fillTemplate, formatCents, parseEuroCents } from '@clinique/catalog/format';
import { useId, useRef } from 'react';
import * as form from '../../styles/form.css.ts';
import { useFocusBack } from '../../utils/focus-back.ts';
import { Button } from '../Button/Button.tsx';
import { Field, FieldError, SelectField, TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { confirmStepProps, DeskConfirmStep, type DeskReviewProps } from './DeskConfirmStep.tsx';
import { DeskPanel, submitted } from './DeskPanel.tsx';

export interface DeskUseValues {
  amount: string;
  treatment: string;
  note: string;
}

export const emptyDeskUseValues: DeskUseValues = { amount: '', treatment: '', note: '' };

export interface DeskUseFormProps extends DeskReviewProps {
  labels: DeskText['use'];
  treatments: readonly string[];
  balanceCents: number;
  values: DeskUseValues;
  onValuesChange: (values: DeskUseValues) => void;
  /** The field `error` is about: the message stands under it and the focus goes to it. */
  invalid?: keyof DeskUseValues | undefined;
  /** Why it is `closed` when the status does not say it (a disputed payment): shown instead. */
  closedText?: string | undefined;
}

export function DeskUseForm({ labels, values, step, invalid, ...props }: DeskUseFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  // « Modifier » (or a refusal) brings the form back: its button takes the focus back.
  useFocusBack(step === 'confirm', () => reviewRef.current);
  // Each field keeps its (empty) live region: a refusal is read even if the focus is already there.
  const fieldError = (name: keyof DeskUseValues) => (invalid === name ? (props.error ?? '') : '');
  const invalidIf = (name: keyof DeskUseValues) =>
    invalid === name && props.error ? true : undefined;
  /** A refusal at « Vérifier » stands at its field, which takes the focus: it comes into view. */
  function review() {
    props.onReview();
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }
  const set = (change: Partial<DeskUseValues>) => props.onValuesChange({ ...values, ...change });
  const amountCents = parseEuroCents(values.amount);
  return (
    <DeskPanel title={labels.title} notice={props.notice} error={invalid ? undefined : props.error}>
      {props.closed ? (
        <p className={styles.intro}>{props.closedText ?? labels.closed}</p>
      ) : step === 'confirm' && amountCents !== undefined ? (
        <DeskConfirmStep
          {...confirmStepProps(labels, props)}
          text={fillTemplate(labels.confirmText, {
            amount: formatCents(amountCents),
            treatment: values.treatment,
            balance: formatCents(Math.max(0, props.balanceCents - amountCents)),
          })}
          detail={values.note.trim()}
        />
      ) : (
        <form ref={formRef} className={form.form} noValidate onSubmit={submitted(review)}>
          <TextField
            id={`${id}-amount`}
            label={labels.amountLabel}
            hint={fillTemplate(labels.amountHint, { balance: formatCents(props.balanceCents) })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-invalid={invalidIf('amount')}
            error={fieldError('amount')}
            value={values.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
          <SelectField
            id={`${id}-treatment`}
            label={labels.treatmentLabel}
            placeholder={labels.treatmentPlaceholder}
            options={props.treatments.map((treatment) => ({ value: treatment, label: treatment }))}
            name="treatment"
            required
            aria-invalid={invalidIf('treatment')}
            error={fieldError('treatment')}
            value={values.treatment}
            onChange={(event) => set({ treatment: event.target.value })}
          />
          <Field id={`${id}-note`} label={labels.noteLabel}>
            <textarea
              id={`${id}-note`}
              className={form.textarea}
              name="note"
              maxLength={300}
              rows={2}
              aria-invalid={invalidIf('note')}
              aria-describedby={invalidIf('note') && `${id}-note-error`}
              value={values.note}
              onChange={(event) => set({ note: event.target.value })}
            />
            <FieldError id={`${id}-note-error`}>{fieldError('note')}</FieldError>
          </Field>
          <Button ref={reviewRef} type="submit" fullWidth>
            {labels.review}
          </Button>
        </form>
      )}
    </DeskPanel>
  );
}

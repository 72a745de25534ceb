import type { DeskText } from '@clinique/catalog';
import { fillTemplate, formatCents, parseEuroCents } from '@clinique/catalog/format';
import { useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { Field, SelectField, TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { confirmLabels, DeskConfirmStep, type DeskReviewProps } from './DeskConfirmStep.tsx';
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
}

export function DeskUseForm({
  labels,
  treatments,
  balanceCents,
  closed = false,
  values,
  onValuesChange,
  step,
  onReview,
  error,
  notice,
  ...confirmStep
}: DeskUseFormProps) {
  const id = useId();
  const set = (change: Partial<DeskUseValues>) => onValuesChange({ ...values, ...change });
  const amountCents = parseEuroCents(values.amount);
  return (
    <DeskPanel title={labels.title} notice={notice} error={error}>
      {closed ? (
        <p className={styles.intro}>{labels.closed}</p>
      ) : step === 'confirm' && amountCents !== undefined ? (
        <DeskConfirmStep
          {...confirmStep}
          {...confirmLabels(labels)}
          text={fillTemplate(labels.confirmText, {
            amount: formatCents(amountCents),
            treatment: values.treatment,
            balance: formatCents(Math.max(0, balanceCents - amountCents)),
          })}
          detail={values.note.trim()}
        />
      ) : (
        <form className={form.form} noValidate onSubmit={submitted(onReview)}>
          <TextField
            id={`${id}-amount`}
            label={labels.amountLabel}
            hint={fillTemplate(labels.amountHint, { balance: formatCents(balanceCents) })}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.amount}
            onChange={(event) => set({ amount: event.target.value })}
          />
          <SelectField
            id={`${id}-treatment`}
            label={labels.treatmentLabel}
            placeholder={labels.treatmentPlaceholder}
            options={treatments.map((treatment) => ({ value: treatment, label: treatment }))}
            name="treatment"
            required
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
              value={values.note}
              onChange={(event) => set({ note: event.target.value })}
            />
          </Field>
          <Button type="submit" fullWidth>
            {labels.review}
          </Button>
        </form>
      )}
    </DeskPanel>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import * as form from '../../styles/form.css.ts';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> {
  /** Id of the input, which the label points to. */
  id: string;
  /** Visible label, e.g. "Nom complet *" (the catalog's text, required mark included). */
  label: ReactNode;
  /** A line under the field (what to type, in which form), read out with the field. */
  hint?: ReactNode;
}

/** A labelled single-line input of the kit's forms (contact form, voucher cards, desk). */
export function TextField({
  id,
  label,
  hint,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const hintId = hint === undefined || hint === null || hint === '' ? undefined : `${id}-hint`;
  // The caller's own descriptions (an error message) come first, then the hint.
  const description = [describedBy, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={form.control} aria-describedby={description} {...input} />
      {hintId && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Icon } from '../Icon/Icon.tsx';

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
  /**
   * The field's problem, said beside it (announced politely as it appears). Passing it, even
   * empty, keeps its live region in the page so that the first message is announced too.
   */
  error?: ReactNode;
  /** Extra classes of the field's wrapper (e.g. one that hides it). */
  fieldClassName?: string;
}

/** A labelled single-line input of the kit's forms (contact form, voucher cards, desk). */
export function TextField({
  id,
  label,
  hint,
  error,
  fieldClassName,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const hintId = hint === undefined || hint === null || hint === '' ? undefined : `${id}-hint`;
  // Problems first (the caller's own, then the field's), then the hint.
  const description =
    [describedBy, error ? `${id}-error` : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(form.field, fieldClassName)}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={form.control} {...input} aria-describedby={description} />
      {hintId && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className={form.error} aria-live="polite">
          {error ? (
            <>
              <Icon name="alert" size="1.1em" />
              {error}
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

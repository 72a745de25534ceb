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
  /** Under the field, read with it: what it is for. */
  hint?: ReactNode;
  /**
   * The field's problem, said beside it (announced politely as it appears). Passing it, even
   * empty, keeps its live region in the page so that the first message is announced too.
   */
  error?: ReactNode;
  /** Extra classes of the field's wrapper (e.g. one that hides it). */
  fieldClassName?: string;
}

/** A labelled single-line input of the kit's forms (contact form, voucher cards). */
export function TextField({ id, label, hint, error, fieldClassName, ...input }: TextFieldProps) {
  const described = [
    hint === undefined ? undefined : `${id}-hint`,
    error ? `${id}-error` : undefined,
    input['aria-describedby'],
  ].filter(Boolean);
  return (
    <div className={cx(form.field, fieldClassName)}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={form.control}
        {...input}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={form.hint}>
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

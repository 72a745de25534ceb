import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Passing it, even empty, keeps its live region in the page so that the first message is announced. */
  error?: ReactNode;
  fieldClassName?: string;
}

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

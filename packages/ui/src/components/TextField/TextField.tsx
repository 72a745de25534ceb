import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
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

export interface FieldProps {
  id: string;
  label: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** A control under its label: the frame of every form field. */
export function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={cx(form.field, className)}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Kept in the page even empty, so that its first message is announced. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={form.error} aria-live="polite">
      {children ? (
        <>
          <Icon name="alert" size="1.1em" />
          {children}
        </>
      ) : null}
    </p>
  );
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className'
> {
  id: string;
  label: ReactNode;
  /** The first, empty choice. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** As a text field's: passing it, even empty, keeps its live region in the page. */
  error?: ReactNode;
}

export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const description =
    [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label={label}>
      <select id={id} className={form.select} {...select} aria-describedby={description}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error === undefined ? null : <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
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
    <Field id={id} label={label} className={fieldClassName}>
      <input id={id} className={form.control} {...input} aria-describedby={description} />
      {hintId && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {error === undefined ? null : <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

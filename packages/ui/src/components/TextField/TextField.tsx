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
}

/** A labelled single-line input of the kit's forms (contact form, voucher cards). */
export function TextField({ id, label, ...input }: TextFieldProps) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={form.control} {...input} />
    </div>
  );
}

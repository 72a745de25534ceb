/** The catalog's French messages, never valibot's English: the visitor reads them. */
import type { FunctionsCatalog } from '@clinique/catalog/functions-catalog';
import { fillTemplate } from '@clinique/catalog/format';
import * as v from 'valibot';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_EXCEPT_TAB_LF,
  EMAIL_ADDRESS,
  hasFormatCharacters,
  MAX_EMAIL_ADDRESS_LENGTH,
  visibleLength,
} from './text.ts';

export type ApiTexts = FunctionsCatalog['interfaceText']['api'];
export type RequestTexts = ApiTexts['request'];

export interface ValidationFailure {
  error: 'invalid_request';
  message: string;
  /** Keyed by the field's name in the request. */
  fields: Record<string, string>;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; failure: ValidationFailure };

interface TextOptions {
  /** As the visitor knows it, e.g. « Nom complet ». */
  label: string;
  max: number;
  required: boolean;
  /** Allows line breaks (normalised to LF) and tabs. */
  multiline?: boolean;
  missing?: string;
  forbidden?: string;
  tooLong?: string;
}

export function textField(texts: RequestTexts, options: TextOptions) {
  const { label, max, required, multiline = false } = options;
  const forbidden = multiline ? CONTROL_CHARACTERS_EXCEPT_TAB_LF : CONTROL_CHARACTERS;
  return v.pipe(
    v.string(fillTemplate(texts.notText, { label })),
    v.transform((value) => {
      const normalised = value.normalize('NFC');
      return (multiline ? normalised.replace(/\r\n?/g, '\n') : normalised).trim();
    }),
    v.check(
      (value) => !forbidden.test(value),
      options.forbidden ??
        fillTemplate(multiline ? texts.forbiddenCharacters : texts.oneLine, { label }),
    ),
    v.check(
      (value) => !hasFormatCharacters(value),
      fillTemplate(texts.invisibleCharacters, { label }),
    ),
    v.check(
      (value) => !required || value.length > 0,
      options.missing ?? fillTemplate(texts.required, { label }),
    ),
    v.check(
      (value) => value === '' || visibleLength(value) > 0,
      fillTemplate(texts.tooFewVisible, { label }),
    ),
    v.maxLength(max, options.tooLong ?? fillTemplate(texts.tooLong, { label, max })),
  );
}

export function emailField(
  texts: RequestTexts,
  label: string,
  messages?: { missing: string; invalid: string },
) {
  return v.pipe(
    v.string(fillTemplate(texts.notText, { label })),
    v.trim(),
    v.nonEmpty(messages?.missing ?? texts.emailMissing),
    v.maxLength(
      MAX_EMAIL_ADDRESS_LENGTH,
      messages?.invalid ?? fillTemplate(texts.emailTooLong, { max: MAX_EMAIL_ADDRESS_LENGTH }),
    ),
    v.regex(EMAIL_ADDRESS, messages?.invalid ?? texts.emailInvalid),
  );
}

/** Absent, `null` and '' all mean empty. */
export function optionalText<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.nullish(schema, '');
}

export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  texts: RequestTexts,
): Validated<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, failure: { ...refusal({}), message: texts.notAnObject } };
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' ? key : '_';
    // A key left out of the body: the object's own issue, which valibot words in English.
    const missing = issue.type === 'object' && issue.input === undefined;
    fields[name] ??= missing ? fillTemplate(texts.fieldMissing, { name }) : issue.message;
  }
  return { ok: false, failure: refusal(fields) };
}

export function refusal(fields: Record<string, string>): ValidationFailure {
  const message = [...new Set(Object.values(fields))].join(' ');
  return { error: 'invalid_request', message, fields };
}

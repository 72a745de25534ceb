/**
 * Request validation shared by the routes: valibot field schemas with French messages, and the
 * conversion of valibot issues into the `{ error, message, fields }` body the browser receives.
 * Unknown fields are ignored (`v.object` drops them); a field of the wrong type is a 400.
 */
import * as v from 'valibot';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_EXCEPT_TAB_LF,
  EMAIL_ADDRESS,
  MAX_EMAIL_ADDRESS_LENGTH,
} from './text.ts';

export interface ValidationFailure {
  error: 'invalid_request';
  message: string;
  /** One French message per faulty field, keyed by the field's name in the request. */
  fields: Record<string, string>;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; failure: ValidationFailure };

interface TextOptions {
  /** Name of the field as the visitor knows it, e.g. « Nom complet ». */
  label: string;
  max: number;
  required: boolean;
  /** Allows line breaks (normalised to LF) and tabs: the contact message only. */
  multiline?: boolean;
  /** Message when a required field is empty. */
  missing?: string;
  /** Messages of a forbidden character and of a text too long (default: naming `label`). */
  forbidden?: string;
  tooLong?: string;
}

/** A text field: trimmed, NFC-normalised, bounded, without control characters. */
export function textField(options: TextOptions) {
  const { label, max, required, multiline = false } = options;
  const forbidden = multiline ? CONTROL_CHARACTERS_EXCEPT_TAB_LF : CONTROL_CHARACTERS;
  return v.pipe(
    v.string(`Le champ « ${label} » doit être un texte.`),
    v.transform((value) => {
      const normalised = value.normalize('NFC');
      return (multiline ? normalised.replace(/\r\n?/g, '\n') : normalised).trim();
    }),
    v.check(
      (value) => !forbidden.test(value),
      options.forbidden ??
        (multiline
          ? `Le champ « ${label} » contient des caractères non autorisés.`
          : `Le champ « ${label} » doit tenir sur une seule ligne, sans caractère de contrôle.`),
    ),
    v.check(
      (value) => !required || value.length > 0,
      options.missing ?? `Veuillez renseigner le champ « ${label} ».`,
    ),
    v.maxLength(
      max,
      options.tooLong ?? `Le champ « ${label} » ne doit pas dépasser ${max} caractères.`,
    ),
  );
}

/**
 * An e-mail address (single line, WHATWG syntax with a dotted domain, at most 254 characters);
 * `messages` for an address that is not the visitor's own (a recipient's).
 */
export function emailField(label: string, messages?: { missing: string; invalid: string }) {
  return v.pipe(
    v.string(`Le champ « ${label} » doit être un texte.`),
    v.trim(),
    v.nonEmpty(messages?.missing ?? `Veuillez renseigner votre adresse e-mail.`),
    v.maxLength(
      MAX_EMAIL_ADDRESS_LENGTH,
      messages?.invalid ??
        `L’adresse e-mail ne doit pas dépasser ${MAX_EMAIL_ADDRESS_LENGTH} caractères.`,
    ),
    v.regex(
      EMAIL_ADDRESS,
      messages?.invalid ?? `L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).`,
    ),
  );
}

/** An optional text field: absent, `null` and '' all mean empty. */
export function optionalText<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.nullish(schema, '');
}

export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validated<v.InferOutput<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      failure: {
        error: 'invalid_request',
        message: 'La requête doit contenir un objet JSON.',
        fields: {},
      },
    };
  }
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' ? key : '_';
    // A key left out of the body: the object's own issue, which valibot words in English.
    const missing = issue.type === 'object' && issue.input === undefined;
    fields[name] ??= missing ? `Le champ « ${name} » est manquant.` : issue.message;
  }
  const messages = [...new Set(Object.values(fields))];
  return {
    ok: false,
    failure: { error: 'invalid_request', message: messages.join(' '), fields },
  };
}

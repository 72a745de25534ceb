/** One reading for the JSON calls and the forms without JavaScript, so both refuse alike. */
import { parseEuroCents } from '@clinique/catalog/format';
import * as v from 'valibot';
import type { SiteFacts } from '../facts.ts';
import { CONTROL_CHARACTERS } from '@clinique/api/text';

type Copy = SiteFacts['desk'];

/** The JSON answer names the first field refused. */
const USE_ERRORS = {
  amount: 'invalid_amount',
  treatment: 'unknown_treatment',
  note: 'invalid_note',
} as const;

export function useSchema(copy: Copy, treatments: readonly string[]) {
  return v.object({
    // « 40,50 » as typed, or a number from a script.
    amount: v.pipe(
      v.union([v.string(), v.number()], copy.invalidAmount),
      v.transform((typed) => parseEuroCents(String(typed).trim())),
      v.number(copy.invalidAmount),
    ),
    treatment: v.pipe(
      v.string(copy.unknownTreatment),
      v.trim(),
      v.check((treatment) => treatments.includes(treatment), copy.unknownTreatment),
    ),
    note: v.nullish(
      v.pipe(
        v.string(copy.noteTooLong),
        v.trim(),
        v.maxLength(300, copy.noteTooLong),
        v.check((note) => !CONTROL_CHARACTERS.test(note), copy.noteTooLong),
      ),
      '',
    ),
    // The balance staff saw: a number in JSON, a hidden field's text in a form.
    balanceCents: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((seen) =>
          typeof seen === 'number'
            ? seen
            : typeof seen === 'string' && /^\d{1,12}$/.test(seen)
              ? Number(seen)
              : undefined,
        ),
      ),
    ),
  });
}

export type UseInput = v.InferOutput<ReturnType<typeof useSchema>>;

export type Read<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; message: string; fields: Record<string, string> };

export function readUse(input: unknown, copy: Copy, treatments: readonly string[]): Read<UseInput> {
  const result = v.safeParse(useSchema(copy, treatments), input ?? {}, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') fields[key] ??= issue.message;
  }
  const first =
    (Object.keys(USE_ERRORS) as (keyof typeof USE_ERRORS)[]).find((name) => name in fields) ??
    'amount';
  const message = fields[first] ?? copy.invalidAmount;
  return { ok: false, error: USE_ERRORS[first], message, fields };
}

/**
 * French typography for text a patient reads: a no-break space before the high punctuation
 * (`:` takes a full no-break space, `; ! ?` a narrow one), inside « guillemets », and before `€` and `%`.
 * Idempotent: text that is already right is left as it is.
 */
const NBSP = '\u00A0';
const NNBSP = '\u202F';

export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1\u2019')
    .replace(/[ \u00A0\u202F]+([;!?])/g, `${NNBSP}$1`)
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
    .replace(/(\d)[ \u00A0\u202F]*(€|%)/g, `$1${NBSP}$2`);
}

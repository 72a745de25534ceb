/**
 * French rules: `:` takes a full no-break space, `; ! ?` a narrow one; also inside « », before
 * `€` and `%`. Idempotent, so text already right is left as it is.
 */
const NBSP = '\u00A0';
const NNBSP = '\u202F';

export function frenchTypography(text: string): string {
  return (
    text
      // Before bold, a link or « too, where Markdown ends the text just after the apostrophe.
      .replace(/(\p{L})'(?!\s)/gu, '$1\u2019')
      .replace(/[ \u00A0\u202F]+([;!?])/g, `${NNBSP}$1`)
      .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
      .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
      .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
      .replace(/(\d)[ \u00A0\u202F]*(€|%)/g, `$1${NBSP}$2`)
  );
}

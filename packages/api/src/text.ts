/** Line breaks, other C0/C1 controls, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Tab and line feed are allowed in a multi-line message. */
export const CONTROL_CHARACTERS_EXCEPT_TAB_LF =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * The WHATWG `input type=email` rule, as the browser checks it, with a dotted domain: no spaces,
 * quotes, commas, angle brackets or line breaks can reach a mail header.
 */
export const EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** RFC 5321: a 256-octet path, less its angle brackets. */
export const MAX_EMAIL_ADDRESS_LENGTH = 254;

export function isEmailAddress(address: string): boolean {
  return address.length <= MAX_EMAIL_ADDRESS_LENGTH && EMAIL_ADDRESS.test(address);
}

/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧) is part of the emoji, not a trick. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Format characters (`\p{Cf}`): bidi overrides and isolates that reorder what a mail or the CSV
 * shows, zero-width spaces that make a text look empty or look like another.
 */
export function hasFormatCharacters(value: string): boolean {
  return /\p{Cf}/u.test(value.replace(EMOJI_JOINER, ''));
}

/** Letters that draw nothing although they are not spaces (Hangul fillers, blank Braille). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/u;

/** How many characters of `value` a reader sees: no spaces, controls or format characters. */
export function visibleLength(value: string): number {
  return [...value].filter(
    (character) => !/[\s\p{Cc}\p{Cf}\p{Z}]/u.test(character) && !BLANK_LETTERS.test(character),
  ).length;
}

export { isCalendarDay } from '@clinique/catalog/format';

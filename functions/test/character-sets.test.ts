/** The payment function's ranges of printable characters are those of the PDF's fonts. */
import { describe, expect, it } from 'vitest';
import { fontRanges } from '../scripts/character-sets.ts';
import { BUYER_TEXT_RANGES } from '../src/voucher/character-sets.ts';
import { unprintableCharacters } from '../src/voucher/glyphs.ts';

describe('the characters a voucher can print', () => {
  it('are read from the fonts: after a font update, run npm run character-sets -w @clinique/functions', async () => {
    expect(BUYER_TEXT_RANGES).toEqual(await fontRanges());
  });

  it('let emoji and French through, and name what no typeface draws', () => {
    expect(unprintableCharacters('Bonne fête Julie ❤️ 🎂 — « Hélène »')).toEqual([]);
    expect(unprintableCharacters('Борис ꙮ')).toEqual(['Б', 'о', 'р', 'и', 'с', 'ꙮ']);
  });
});

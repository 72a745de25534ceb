import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersOf, cutWebFont, webFontFaces } from './web-fonts.ts';

describe('the web fonts', () => {
  it('are what `npm run fonts` cuts from the sources for the ranges fonts.css declares', async () => {
    const faces = webFontFaces();
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      const cut = await cutWebFont(face);
      expect(
        Buffer.compare(cut, readFileSync(face.path)),
        `${face.file} differs from what its @font-face declares: run npm run fonts`,
      ).toBe(0);
      expect(cut.length).toBeLessThan(readFileSync(face.source).length);
    }
  }, 60_000);

  it('reads a face from its CSS: the characters of its range, its weights', () => {
    const [face] = webFontFaces(`@font-face {
      font-family: 'Inter Variable';
      font-weight: 400 700;
      src: url('./fonts/inter-latin-wght.woff2') format('woff2-variations');
      unicode-range: U+0041-0043, U+20AC;
    }`);
    expect(face?.text).toBe('ABC€');
    expect(face?.weights).toEqual({ min: 400, max: 700 });
    expect(charactersOf('U+00E9')).toBe('é');
  });

  it('a face cut to fewer characters is smaller, and says a file without a source', async () => {
    const [face] = webFontFaces(`@font-face {
      font-weight: 600;
      src: url('./fonts/cormorant-garamond-latin-600.woff2');
      unicode-range: U+0041-005A;
    }`);
    if (face === undefined) throw new Error('no face read');
    expect(face.weights).toBeUndefined();
    expect((await cutWebFont(face)).length).toBeLessThan(readFileSync(face.path).length);
    expect(() => webFontFaces(`@font-face { src: url('./fonts/autre.woff2'); }`)).toThrow(
      /autre\.woff2/,
    );
  });
});

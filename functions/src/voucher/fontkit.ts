/**
 * pdf-lib's font engine: fontkit 2, which parses and subsets the WOFF fonts as pdf-lib's own fork
 * does, at a third of its weight in a bundle (the fork carries browser polyfills and every legacy
 * text encoding). pdf-lib reads a subset as a stream; fontkit 2 hands it over whole.
 */
import { Readable } from 'node:stream';
import { create } from 'fontkit';
import type { Font, Fontkit, Glyph, Subset, SubsetStream } from 'pdf-lib/cjs/types/fontkit';

interface WholeSubset {
  includeGlyph(glyph: number | Glyph): number;
  encode(): Uint8Array;
}

export const pdfFontkit: Fontkit = {
  create(bytes: Uint8Array): Font {
    const font = create(bytes) as Omit<Font, 'createSubset'> & { createSubset(): WholeSubset };
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset: (): Subset => {
        const subset = createSubset();
        const encodeStream = (): SubsetStream => Readable.from([subset.encode()]);
        return Object.assign(subset, { encodeStream });
      },
    });
  },
};

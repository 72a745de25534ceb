/** The e-mails' and PDF's colours are the UI kit's (light theme, and the dark band's muted text). */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BRAND, hexToRgb } from '../src/brand.ts';

const themeFile = new URL('../../packages/ui/src/tokens/theme.css.ts', import.meta.url);

describe('brand colours', () => {
  it('each colour of the e-mails and the PDF is a token of the UI kit', async () => {
    const theme = await readFile(themeFile, 'utf8');
    const { onActionMuted, ...light } = BRAND;
    for (const [name, hex] of Object.entries(light)) {
      expect(theme, `${name} ${hex}`).toMatch(new RegExp(`\\b${name}: '${hex}'`));
    }
    expect(theme).toMatch(new RegExp(`textMuted: '${onActionMuted}'`));
  });

  it('hexToRgb gives pdf-lib components', () => {
    expect(hexToRgb('#1E5E5A')).toEqual([30 / 255, 94 / 255, 90 / 255]);
  });
});

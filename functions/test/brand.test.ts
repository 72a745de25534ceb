import { describe, expect, it } from 'vitest';
import { hexToRgb } from '../src/brand.ts';

describe('brand colours', () => {
  it('hexToRgb gives pdf-lib components', () => {
    expect(hexToRgb('#1E5E5A')).toEqual([30 / 255, 94 / 255, 90 / 255]);
  });
});

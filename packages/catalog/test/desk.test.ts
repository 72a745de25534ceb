import { describe, expect, it } from 'vitest';
import { deskTreatmentChoices, deskVoucherPath } from '../src/desk.ts';

describe('the desk page of a voucher', () => {
  it('is /espace-clinique/bon/<code>, the code as a single path segment', () => {
    expect(deskVoucherPath('BC-ABCDEFGHJK')).toBe('/espace-clinique/bon/BC-ABCDEFGHJK');
    expect(deskVoucherPath('bc 12/34?x')).toBe('/espace-clinique/bon/bc%2012%2F34%3Fx');
  });
});

describe('the desk’s « Soin » choices', () => {
  it('list each treatment once however it is written, in French order, « Autre » last', () => {
    expect(
      deskTreatmentChoices(['Morpheus 8', 'Épilation laser', 'Morpheus8', 'hydrafacial'], 'Autre'),
    ).toEqual(['Épilation laser', 'hydrafacial', 'Morpheus 8', 'Autre']);
  });
});

import { describe, expect, it } from 'vitest';
import { deskVoucherPath } from '../src/desk.ts';

describe('the desk page of a voucher', () => {
  it('is /espace-clinique/bon/<code>, the code as a single path segment', () => {
    expect(deskVoucherPath('BC-ABCDEFGHJK')).toBe('/espace-clinique/bon/BC-ABCDEFGHJK');
    expect(deskVoucherPath('bc 12/34?x')).toBe('/espace-clinique/bon/bc%2012%2F34%3Fx');
  });
});

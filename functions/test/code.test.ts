import { describe, expect, it } from 'vitest';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_PATTERN } from '@clinique/api/voucher-code';
import { normalizeVoucherCode } from '../src/desk/reports.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { deliveryWindow } from '@clinique/catalog/voucher-orders';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('voucher codes', () => {
  it('are BC- and 10 characters without look-alikes', () => {
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(30);
    const code = voucherCode('cs_test_123', secret);
    expect(code).toMatch(VOUCHER_CODE_PATTERN);
    expect(code).toMatch(/^BC-[2-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('are the same for the same session (a redelivery cannot mint another)', () => {
    expect(voucherCode('cs_test_123', secret)).toBe(voucherCode('cs_test_123', secret));
  });

  it('differ between sessions and depend on the secret', () => {
    const codes = new Set(
      Array.from({ length: 2000 }, (_, index) => voucherCode(`cs_test_${index}`, secret)),
    );
    expect(codes.size).toBe(2000);
    expect(voucherCode('cs_test_123', `${secret}!`)).not.toBe(voucherCode('cs_test_123', secret));
  });

  it('use the whole alphabet evenly enough', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 3000; index += 1) {
      for (const char of voucherCode(`cs_${index}`, secret).slice(3)) {
        counts.set(char, (counts.get(char) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(30);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700); // expected 1000
  });
});

describe('a code as the desk types it', () => {
  it('is read with or without BC-, even when the code itself starts with BC', () => {
    for (const code of ['BC-BC23456789', 'BC-23456789BC', 'BC-7KQ2M9XRTP']) {
      const body = code.slice(3);
      const typed = [code, body, body.toLowerCase(), `bc ${body.slice(0, 5)} ${body.slice(5)}`];
      for (const form of typed) expect(normalizeVoucherCode(form), form).toBe(code);
    }
    expect(normalizeVoucherCode('BC-BC2345678')).toBeUndefined();
  });
});

describe('validity end date', () => {
  it('adds 6 or 12 months on the Paris calendar', () => {
    expect(deliveryWindow(new Date('2026-03-12T10:00:00Z'), 12).last).toBe('2027-03-12');
    expect(deliveryWindow(new Date('2026-03-12T10:00:00Z'), 6).last).toBe('2026-09-12');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(deliveryWindow(new Date('2026-12-31T23:30:00Z'), 6).last).toBe('2027-07-01');
    // The end of a longer month is clamped (31 August + 6 months → 28 February).
    expect(deliveryWindow(new Date('2026-08-31T10:00:00Z'), 6).last).toBe('2027-02-28');
  });
});

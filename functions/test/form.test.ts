import { describe, expect, it } from 'vitest';
import { ApiError, formList, parseStripeForm } from '../src/local/form.ts';

describe('form bodies of the Stripe SDK (local stand-in)', () => {
  it('parses nested keys and indexed arrays', () => {
    const form = parseStripeForm(
      'mode=payment&metadata[a]=1&metadata[b]=%C3%89l%C3%A9a%20%26%20co&line_items[1][quantity]=2&line_items[0][quantity]=1&line_items[0][price_data][currency]=eur',
    );
    expect(form['mode']).toBe('payment');
    expect(form['metadata']).toEqual({ a: '1', b: 'Éléa & co' });
    const items = formList(form['line_items'], 'line_items');
    expect(items).toEqual([{ quantity: '1', price_data: { currency: 'eur' } }, { quantity: '2' }]);
  });

  it('refuses conflicting keys and creates no prototype keys', () => {
    expect(() => parseStripeForm('a=1&a[b]=2')).toThrow(ApiError);
    const form = parseStripeForm('__proto__[polluted]=yes');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(form)).toBeNull();
  });
});

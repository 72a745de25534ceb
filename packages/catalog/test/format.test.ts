import { describe, expect, it, vi } from 'vitest';
import {
  addMonths,
  fillPlural,
  fillTemplate,
  formatDuration,
  formatEuros,
  formatLongDate,
  formatNumericDate,
  formatPrice,
  formatSessions,
  formatShortDate,
  frenchTypography,
  eurosToCents,
  formatCents,
  formatDateTime,
  parseEuroCents,
} from '../src/format/index.ts';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('money and prices', () => {
  it('formats whole euros the French way', () => {
    expect(formatEuros(250)).toBe(`250${NBSP}€`);
    expect(formatEuros(1200)).toBe(`1${NNBSP}200${NBSP}€`);
    expect(formatEuros(163.33)).toBe(`163,33${NBSP}€`);
  });
  it('formats single, range and "from" prices', () => {
    expect(formatPrice(80)).toBe(`80${NBSP}€`);
    expect(formatPrice({ from: 350 })).toBe(`À partir de 350${NBSP}€`);
    expect(formatPrice({ min: 300, max: 500 })).toBe(`300 – 500${NBSP}€`);
  });
  it('converts euros to cents only at the payment boundary', () => {
    expect(eurosToCents(150)).toBe(15000);
  });
  it('formats durations and sessions', () => {
    expect(formatDuration(45)).toBe('45\u00A0min');
    expect(formatDuration({ min: 20, max: 60 })).toBe('20 – 60\u00A0min');
    expect(formatSessions(1)).toBe('1\u00A0séance');
    expect(formatSessions({ min: 6, max: 10 })).toBe('6 – 10\u00A0séances');
  });
  it('fills templates and leaves unknown placeholders visible', () => {
    expect(fillTemplate('Valable {months} mois', { months: 12 })).toBe('Valable 12 mois');
    expect(fillTemplate('{unknown}', {})).toBe('{unknown}');
  });
  it('counts in French: 0 and 1 singular', () => {
    const forms = { one: '{n} seconde', other: '{n} secondes' };
    expect([0, 1, 2].map((n) => fillPlural(forms, n, 'n'))).toEqual([
      '0 seconde',
      '1 seconde',
      '2 secondes',
    ]);
  });
});

describe('dates', () => {
  it('formats dates in French', () => {
    expect(formatShortDate('2026-03-12')).toBe('12 mars 2026');
    expect(formatLongDate('2026-03-12')).toBe('jeudi 12 mars 2026');
  });
  it('gives an instant the day it has in Paris', () => {
    // 00:30 in Paris on 1 April is still 31 March in UTC.
    expect(formatNumericDate('2026-03-31T22:30:00.000Z')).toBe('01/04/2026');
    expect(formatNumericDate('2026-03-31')).toBe('31/03/2026');
  });
  it('adds months, clamping to the end of the month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe(
      '2026-02-28',
    );
    expect(addMonths(new Date('2026-11-22T10:00:00Z'), 12).toISOString().slice(0, 10)).toBe(
      '2027-11-22',
    );
  });
});

describe('French typography', () => {
  it('puts no-break spaces before high punctuation, inside guillemets and before €', () => {
    expect(frenchTypography('Prix : 50 € ! Vraiment ? « oui »')).toBe(
      `Prix${NBSP}: 50${NBSP}€${NNBSP}! Vraiment${NNBSP}? «${NBSP}oui${NBSP}»`,
    );
  });
  it('turns straight apostrophes into typographic ones and is idempotent', () => {
    const once = frenchTypography("l'épilation : c'est simple !");
    expect(once).toBe(`l’épilation${NBSP}: c’est simple${NNBSP}!`);
    expect(frenchTypography(once)).toBe(once);
  });
  it('leaves URLs alone', () => {
    expect(frenchTypography('https://exemple.fr/?a=1')).toBe('https://exemple.fr/?a=1');
  });
});

describe('formatters are made on first use', () => {
  // A page's script that imports the formatting functions pays for no formatter it does not use:
  // the first `Intl` formatter loads the locale's data (≈ 20 ms of the voucher island's start-up).
  it('loading the module makes no Intl formatter; each is made once, when first used', async () => {
    vi.resetModules();
    const made = { number: 0, date: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    const number = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      made.number += 1;
      return new NumberFormat(...args);
    });
    const date = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      made.date += 1;
      return new DateTimeFormat(...args);
    });
    try {
      const format = await import('../src/format/index.ts');
      expect(made).toEqual({ number: 0, date: 0 });
      expect(format.formatEuros(1200)).toBe(`1${NNBSP}200${NBSP}€`);
      expect(format.formatEuros(2500)).toBe(`2${NNBSP}500${NBSP}€`);
      expect(made).toEqual({ number: 1, date: 0 });
      expect(format.formatShortDate('2026-03-12')).toBe('12 mars 2026');
      expect(format.formatShortDate('2026-03-13')).toBe('13 mars 2026');
      expect(made).toEqual({ number: 1, date: 1 });
    } finally {
      number.mockRestore();
      date.mockRestore();
    }
  });
});

describe('the desk’s amounts and times', () => {
  it('reads euros as staff type them, in cents', () => {
    expect(parseEuroCents('40,50')).toBe(4050);
    expect(parseEuroCents(' 45.5 € ')).toBe(4550);
    expect(parseEuroCents('12')).toBe(1200);
    // The balance as the screen shows it, or a thousand typed with a space.
    expect(parseEuroCents(formatCents(123_456))).toBe(123_456);
    expect(parseEuroCents('1 000')).toBe(100_000);
    for (const refused of ['0', '0,00', '-3', '4,505', '4,5,0', 'abc', '', '1 00', '12 3456']) {
      expect(parseEuroCents(refused), refused).toBeUndefined();
    }
  });

  it('formats cents as euros and instants in Paris time', () => {
    expect(formatCents(4050)).toBe(`40,50${NBSP}€`);
    expect(formatCents(4000)).toBe(`40${NBSP}€`);
    expect(formatDateTime('2026-03-12T13:05:00Z')).toBe('12/03/2026 14:05');
    expect(formatDateTime('2026-07-01T21:30:00Z')).toBe('01/07/2026 23:30');
  });
});

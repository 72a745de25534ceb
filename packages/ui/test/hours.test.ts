/** The hours as the info bar and the footer write them, on hours made up here (not the catalog's). */
import type { OpeningHours } from '@clinique/catalog';
import { describe, expect, it } from 'vitest';
import { formatClockTime, formatOpeningHours } from '../src/utils/hours.ts';

describe('formatClockTime', () => {
  it('writes a whole hour without its leading zero nor its minutes, « 9 h » unbroken', () => {
    expect(formatClockTime('09:00')).toBe('9\u00A0h');
    expect(formatClockTime('19:00')).toBe('19\u00A0h');
    expect(formatClockTime('00:00')).toBe('0\u00A0h');
  });

  it('keeps the minutes of any other time, with their zero', () => {
    expect(formatClockTime('07:45')).toBe('7\u00A0h\u00A045');
    expect(formatClockTime('12:05')).toBe('12\u00A0h\u00A005');
    expect(formatClockTime('23:30')).toBe('23\u00A0h\u00A030');
  });
});

describe('formatOpeningHours', () => {
  const hours: OpeningHours = {
    label: 'Du mardi au jeudi',
    days: ['Tu', 'We', 'Th'],
    opens: '07:45',
    closes: '20:00',
  };

  it('writes the days, a no-break space before the colon, then opening – closing', () => {
    expect(formatOpeningHours(hours)).toBe('Du mardi au jeudi\u00A0: 7\u00A0h\u00A045 – 20\u00A0h');
  });

  it('reads the opening and the closing time of the hours it is given', () => {
    expect(formatOpeningHours({ ...hours, opens: '08:00', closes: '12:30' })).toBe(
      'Du mardi au jeudi\u00A0: 8\u00A0h – 12\u00A0h\u00A030',
    );
  });
});

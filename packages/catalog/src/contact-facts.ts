/**
 * The clinic's phone and opening hours, resolved once. The specification states each two ways (the
 * visible text and the structured data), so both readings live in src/data/variants.ts; this module
 * says which reading each place shows and resolves it, so that the site and the functions read
 * `catalog.contactFacts.phone.visible` and never pick a reading themselves.
 */
import type { OpeningHours, Phone } from './schemas/entities.ts';
import type { VariantName, Variants } from './schemas/site.ts';

/** A reading of src/data/variants.ts: `'phone.visibleText'`. */
export type VariantReading = {
  [N in VariantName]: `${N}.${keyof Variants[N]['readings'] & string}`;
}[VariantName];

type ReadingValue<R extends VariantReading> = R extends `${infer N extends VariantName}.${infer K}`
  ? K extends keyof Variants[N]['readings']
    ? Variants[N]['readings'][K] extends { value: infer V }
      ? V
      : never
    : never
  : never;

/**
 * Which reading each contact fact is: `visible` for everything a patient reads (info bar, footer,
 * contact details, call buttons, e-mails, legal pages), `structuredData` for the JSON-LD.
 */
export const contactFactReadings = {
  phone: { visible: 'phone.visibleText', structuredData: 'phone.structuredData' },
  hours: { visible: 'openingHours.visibleText', structuredData: 'openingHours.structuredData' },
} as const satisfies Record<string, Record<'visible' | 'structuredData', VariantReading>>;

export interface ContactFacts {
  phone: { visible: Phone; structuredData: Phone };
  hours: { visible: OpeningHours[]; structuredData: OpeningHours[] };
  /** The reading of src/data/variants.ts each fact above is (the variants check counts them as used). */
  readings: typeof contactFactReadings;
}

/** The value of one reading: `readingValue(variants, 'phone.visibleText')`. */
export function readingValue<R extends VariantReading>(
  variants: Variants,
  reading: R,
): ReadingValue<R> {
  const [name, key] = reading.split('.') as [VariantName, string];
  const readings: Record<string, { value: unknown }> = variants[name].readings;
  return readings[key]?.value as ReadingValue<R>;
}

export function resolveContactFacts(variants: Variants): ContactFacts {
  const { phone, hours } = contactFactReadings;
  return {
    phone: {
      visible: readingValue(variants, phone.visible),
      structuredData: readingValue(variants, phone.structuredData),
    },
    hours: {
      visible: readingValue(variants, hours.visible),
      structuredData: readingValue(variants, hours.structuredData),
    },
    readings: contactFactReadings,
  };
}

/** Resolved once, so the site and the functions never pick a reading of a phone or hours themselves. */
import type { VariantName, Variants } from './schemas/site.ts';

type ReadingsOf<N extends VariantName> = NonNullable<Variants[N]>['readings'];

export type VariantReading = {
  [N in VariantName]: `${N}.${keyof ReadingsOf<N> & string}`;
}[VariantName];

type ReadingValue<R extends VariantReading> = R extends `${infer N extends VariantName}.${infer K}`
  ? K extends keyof ReadingsOf<N>
    ? NonNullable<ReadingsOf<N>[K]> extends { value: infer V }
      ? V
      : never
    : never
  : never;

/** `visible` for everything a patient reads, `structuredData` for the JSON-LD. */
export const contactFactReadings = {
  phone: { visible: 'phone.visibleText', structuredData: 'phone.structuredData' },
  hours: { visible: 'openingHours.visibleText', structuredData: 'openingHours.structuredData' },
} as const satisfies Record<string, Record<'visible' | 'structuredData', VariantReading>>;

export type ContactFacts = ReturnType<typeof resolveContactFacts>;

export function resolveContactFacts(variants: Variants) {
  const { phone, hours } = contactFactReadings;
  const read = <R extends VariantReading>(reading: R): ReadingValue<R> => {
    const [name, key] = reading.split('.') as [VariantName, string];
    const readings: Record<string, { value: unknown } | undefined> = variants[name]?.readings ?? {};
    return readings[key]?.value as ReadingValue<R>;
  };
  return {
    phone: { visible: read(phone.visible), structuredData: read(phone.structuredData) },
    hours: { visible: read(hours.visible), structuredData: read(hours.structuredData) },
    /** The variants check counts these as used. */
    readings: contactFactReadings,
  };
}

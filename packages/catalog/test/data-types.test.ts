/**
 * Data files are typed: each ends in `satisfies DataFile<typeof Schema>` (src/schemas/data-file.ts),
 * so a mistake is underlined in the editor before any command runs. The `@ts-expect-error` lines
 * below are compiled by `npm run typecheck`, which fails if one of them stops being an error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import morpheus8 from '../src/data/treatments/morpheus8.ts';
import type { DataFile } from '../src/schemas/data-file.ts';
import type { PriceRow } from '../src/schemas/entities.ts';
import type { TreatmentPage } from '../src/schemas/pages.ts';

type Row = DataFile<typeof PriceRow>;
type TreatmentFile = DataFile<typeof TreatmentPage>;

const dataDir = fileURLToPath(new URL('../src/data', import.meta.url));

describe('a data-shaped object that breaks its schema is a type error', () => {
  it('accepts what the schema accepts', () => {
    const rows = [
      { zone: 'Joues', price: 250 },
      { zone: 'Cou', price: { min: 250, max: 300 }, duration: 15 },
      { zone: 'Visage', price: { variant: 'retinolPeelPrice.treatmentPage' } },
    ] satisfies Row[];
    expect(rows).toHaveLength(3);
    expect(morpheus8 satisfies TreatmentFile).toBe(morpheus8);
  });

  it('rejects a price written as text, an unknown key, a missing field', () => {
    const rows = [
      // @ts-expect-error a price is whole euros, not text
      { zone: 'Menton', price: '35 euros' },
      // @ts-expect-error `prix` is not a field of a price row
      { zone: 'Menton', price: 35, prix: 35 },
    ] satisfies Row[];
    // @ts-expect-error a price row needs its price
    const missing = { zone: 'Menton' } satisfies Row;
    const withoutMeta = { ...morpheus8, meta: undefined };
    // @ts-expect-error a treatment page needs its metadata
    const page = withoutMeta satisfies TreatmentFile;
    expect([rows, missing, page]).toHaveLength(3);
  });

  it('rejects a variant reference to an unknown reading or to a reading that does not fit', () => {
    const rows = [
      // @ts-expect-error no reading of that name in src/data/variants.ts
      { zone: 'Menton', price: { variant: 'retinolPeelPrice.homePage' } },
      // @ts-expect-error a phone number where a price is expected (minutes and euros are both
      // numbers to TypeScript: a duration there is left to the schema and the checks)
      { zone: 'Menton', price: { variant: 'phone.visibleText' } },
    ] satisfies Row[];
    expect(rows).toHaveLength(2);
  });
});

describe('every data file', () => {
  const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dataDir, file));

  it('ends in `satisfies` its type', () => {
    for (const file of files) {
      expect(readFileSync(file, 'utf8'), relative(dataDir, file)).toMatch(
        /\n\} satisfies (DataFile<typeof \w+>|v\.InferInput<typeof Variants>);\n$/,
      );
    }
  });
});

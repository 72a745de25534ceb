/** Variants: every reading of a fact the specification states twice is shown somewhere. */
import type { Problem } from '../problems.ts';
import { type Check, error } from './check.ts';

/** Readings the code uses directly (header, footer and structured data), not through data references. */
export const readingsUsedByCode = [
  'openingHours.visibleText',
  'openingHours.structuredData',
  'phone.visibleText',
  'phone.structuredData',
];

/** Every reading of every variant is shown somewhere; none is dropped. */
export const checkVariants: Check = (catalog) => {
  const used = new Set([
    ...catalog.variantUses.map((use) => `${use.variant}.${use.reading}`),
    ...readingsUsedByCode,
  ]);
  const problems: Problem[] = [];
  for (const [name, variant] of Object.entries(catalog.variants)) {
    for (const reading of Object.keys(variant.readings)) {
      if (!used.has(`${name}.${reading}`)) {
        problems.push(
          error(
            'src/data/variants.ts',
            name,
            `readings.${reading}`,
            `expected this reading to be used by some page ({ variant: '${name}.${reading}' }), found no use`,
          ),
        );
      }
    }
  }
  return problems;
};

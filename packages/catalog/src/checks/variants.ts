/** Variants: every reading of a fact the specification states twice is shown somewhere. */
import type { Problem } from '../problems.ts';
import { type Check, error } from './check.ts';
import { readingsShownByText } from './price-claims.ts';

/**
 * Every reading of every variant is shown somewhere; none is dropped. A reading is shown when a data
 * file refers to it (`{ variant: 'name.reading' }`) or when it is one of the resolved contact facts
 * (`catalog.contactFacts`: the phone and hours of the pages and of the structured data), or when a
 * price written in a text repeats a price reading.
 */
export const checkVariants: Check = (catalog) => {
  const used = new Set<string>([
    ...catalog.variantUses.map((use) => `${use.variant}.${use.reading}`),
    ...Object.values(catalog.contactFacts.readings).flatMap((fact) => Object.values(fact)),
    ...readingsShownByText(catalog),
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

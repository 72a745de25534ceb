import { type Check, error } from './check.ts';
import { readingsShownByText } from './price-claims.ts';

/** A reading is shown when a data file refers to it, it is a contact fact, or a text's price repeats it. */
export const checkVariants: Check = (catalog) => {
  const used = new Set<string>([
    ...catalog.variantUses.map((use) => `${use.variant}.${use.reading}`),
    ...Object.values(catalog.contactFacts.readings).flatMap((fact) => Object.values(fact)),
    ...readingsShownByText(catalog),
  ]);
  return Object.entries(catalog.variants).flatMap(([name, variant]) =>
    Object.keys(variant.readings)
      .filter((reading) => !used.has(`${name}.${reading}`))
      .map((reading) =>
        error(
          'src/data/variants.ts',
          name,
          `readings.${reading}`,
          `attendu que cette lecture serve à une page ({ variant: '${name}.${reading}' }), trouvé aucun usage`,
        ),
      ),
  );
};

/**
 * src/data/variants.ts as an editor changes it: a mistake there is named there, not once more at
 * every page that refers to it; a variant no page shows any more can be removed; a reference to a
 * variant that was removed is named where it is written, with what to write instead.
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../src/checks/index.ts';
import { loadCatalog } from '../src/load.ts';
import { formatProblem, namedPath } from '../src/problems.ts';
import { registry } from '../src/sources.ts';
import { isReference, mapTree } from '../src/variant-references.ts';
import { catalogDocuments, walkObjects } from '../src/walk.ts';
import { realCatalog } from './helpers.ts';

type Variants = Record<string, { readings: Record<string, { value: unknown }> } & Json>;
type Json = Record<string, unknown>;

const FILE = registry.variantsSource.file;

/** A data file as written, for the lines that name its entries. */
const dataOf = (file: string) =>
  [...Object.values(registry.sources), ...registry.treatmentPageSources].find(
    (source) => source.file === file,
  )?.data;

/** The variants file with `name` taken out, as an editor deletes its block. */
function without(variants: Variants, name: string) {
  for (const key of Object.keys(variants)) if (key === name) Reflect.deleteProperty(variants, key);
}

function loadWith(edit: (variants: Variants) => void) {
  const data = structuredClone(registry.variantsSource.data) as Variants;
  edit(data);
  const { catalog, problems } = loadCatalog(undefined, {
    ...registry,
    variantsSource: { ...registry.variantsSource, data },
  });
  return { catalog, lines: problems.map(formatProblem) };
}

/** A variant a page refers to (not the phone or the hours, which the site reads itself). */
const used = realCatalog.variantUses.find(
  (use) => use.variant !== 'phone' && use.variant !== 'openingHours',
);

describe('src/data/variants.ts', () => {
  it('a reading written wrong is named in the variants file only', () => {
    if (!used) throw new Error('no page refers to a variant');
    const { catalog, lines } = loadWith((variants) => {
      const reading = variants[used.variant]?.readings[used.reading];
      if (!reading) throw new Error('no such reading');
      reading.value = { faux: true };
    });
    expect(catalog).toBeUndefined();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(new RegExp(`^${FILE} → ${used.variant}\\.`));
  });

  it('a variant no page shows any more can be removed', () => {
    // The test's own page of no variant: every reference to the variant is taken out of a copy.
    if (!used) throw new Error('no page refers to a variant');
    const { lines } = loadWith((variants) => without(variants, used.variant));
    // Each page that referred to it is named at the reference, with what to write instead.
    const references = realCatalog.variantUses.filter((use) => use.variant === used.variant);
    expect(lines).toEqual(
      references.map(
        (use) =>
          `${use.file} → ${namedPath(dataOf(use.file), use.path)} → variant : attendu une lecture de ${FILE}, trouvé « ${use.variant}.${use.reading} » (${FILE} n’a pas de variante « ${use.variant} ») : écrivez ici la valeur elle-même (un prix, une durée, un texte) à la place de { variant: '${use.variant}.${use.reading}' }`,
      ),
    );
  });

  it('removed, with its value written in each place instead, the catalog passes', () => {
    if (!used) throw new Error('no page refers to a variant');
    const all = structuredClone(registry.variantsSource.data) as Variants;
    const removed = all[used.variant];
    const variants = Object.fromEntries(
      Object.entries(all).filter(([name]) => name !== used.variant),
    );
    // What the line asks: the value itself where the reference was.
    const inline = <T extends { data: unknown }>(source: T): T => ({
      ...source,
      data: mapTree(source.data, (value) =>
        isReference(value) && value.variant.startsWith(`${used.variant}.`)
          ? structuredClone(removed?.readings[value.variant.split('.')[1] ?? '']?.value)
          : value,
      ),
    });
    const { catalog, problems } = loadCatalog(undefined, {
      sources: Object.fromEntries(
        Object.entries(registry.sources).map(([key, source]) => [key, inline(source)]),
      ) as typeof registry.sources,
      legalPageSources: registry.legalPageSources,
      treatmentPageSources: registry.treatmentPageSources.map(inline),
      variantsSource: { ...registry.variantsSource, data: variants },
    });
    expect(problems.map(formatProblem)).toEqual([]);
    if (!catalog) throw new Error('the catalog does not load');
    expect(catalog.variants).not.toHaveProperty(used.variant);
    expect(runChecks(catalog).map(formatProblem)).toEqual([]);
  });

  it('a reading of a variant may be removed, not all of them', () => {
    const name = Object.keys(realCatalog.variants).find(
      (item) => item !== 'phone' && item !== 'openingHours',
    );
    if (!name) throw new Error('no variant');
    const { lines } = loadWith((variants) => {
      const variant = variants[name];
      if (variant) variant.readings = {};
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${FILE} → ${name} → readings : attendu au moins une lecture .*retire entièrement`,
        ),
      ),
    );
  });
});

describe('the documents a variant reading is written in', () => {
  it('hold no reference once loaded', () => {
    for (const { data } of catalogDocuments(realCatalog))
      walkObjects(data, (node) => expect(node).not.toHaveProperty('variant'));
  });
});

/**
 * The specification's facts are a report, not a gate: a price the clinic changes is listed for
 * confirmation with both values, and nothing fails.
 */
import { describe, expect, it } from 'vitest';
import { type SpecFact, specDifferences } from '../src/spec-facts.ts';
import { cloneCatalog } from './helpers.ts';

const fee: SpecFact = {
  fact: 'Consultation : 50 €',
  where: 'src/data/clinic.ts → consultation.fee',
  expected: 50,
  found: ({ clinic }) => clinic.consultation.fee,
};

describe('the differences with the specification', () => {
  it('say « aucune » when the catalog holds what a fact expects', () => {
    const catalog = cloneCatalog();
    catalog.clinic.consultation.fee = 50;
    expect(specDifferences(catalog, [fee])).toEqual([
      'Différences avec le cahier des charges : aucune.',
    ]);
  });

  it('list a changed value with what the specification and the catalog say', () => {
    const catalog = cloneCatalog();
    catalog.clinic.consultation.fee = 55;
    expect(specDifferences(catalog, [fee])).toEqual([
      'Différences avec le cahier des charges : 1 (à confirmer avec la clinique, rien à corriger si le changement est voulu)',
      '  - Consultation : 50 € (src/data/clinic.ts → consultation.fee)',
      '      cahier des charges : 50',
      '      catalogue : 55',
    ]);
  });

  it('name the tattoo-removal tiers when their first price moves, reading ranges in words', () => {
    const catalog = cloneCatalog();
    const tattoo = catalog.treatmentPages.find((page) => page.id === 'detatouage');
    const table = tattoo?.prices?.tables[0];
    const row = table?.kind === 'standard' ? table.rows[0] : undefined;
    if (!row) throw new Error('the tattoo-removal page has no price table');
    row.price = 97;
    const lines = specDifferences(catalog).join('\n');
    expect(lines).toContain('Détatouage : 80 € 15 min');
    expect(lines).toMatch(/catalogue : \[\[97, /);
    expect(lines).toMatch(/cahier des charges : \[\[80, 15\], .*\[dès 350, 60\]\]/);
  });

  it('compare Morpheus8 by zone: rows moved between tables are no difference, a price is', () => {
    const catalog = cloneCatalog();
    const before = specDifferences(catalog);
    const morpheus = catalog.treatmentPages.find((page) => page.id === 'morpheus8');
    const [first, second] = morpheus?.prices?.tables ?? [];
    if (first?.kind !== 'sessions' || second?.kind !== 'sessions')
      throw new Error('the Morpheus8 page has no two session tables');
    const moved = first.rows.pop();
    if (!moved) throw new Error('the first Morpheus8 table is empty');
    second.rows.unshift(moved);
    first.rows.reverse();
    expect(specDifferences(catalog)).toEqual(before);
    moved.threeSessions += 10;
    const lines = specDifferences(catalog);
    const at = lines.findIndex((line) =>
      line.includes('Morpheus8 : 1 séance / 3 séances par zone'),
    );
    const [spec = '', found = ''] = lines.slice(at + 1, at + 3);
    expect(found).toContain(`${moved.zone}:[${moved.oneSession}, ${moved.threeSessions}]`);
    // Both lines list the zones in the specification's order, whatever the tables' order.
    const zones = (line: string) => [...line.matchAll(/[{,] ?([^{,:]+):\[/g)].map((m) => m[1]);
    expect(zones(found)).toEqual(zones(spec));
  });
});

/**
 * The specification's facts are a report, not a gate: a price the clinic changes is listed for
 * confirmation with both values, and nothing fails.
 */
import { describe, expect, it } from 'vitest';
import { type SpecFact, specDifferences } from '../src/spec-facts.ts';
import {
  addTreatmentPage,
  cloneCatalog,
  treatmentPageData,
  type TreatmentPageData,
} from './helpers.ts';

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
    const catalog = withOwnPage('detatouage', [
      {
        kind: 'standard',
        id: 'detatouage-tailles',
        title: 'Tailles',
        rows: [{ zone: 'Essai', price: 97, duration: 15 }],
      },
    ]);
    const lines = specDifferences(catalog).join('\n');
    expect(lines).toContain('Détatouage : 80 € 15 min');
    expect(lines).toMatch(/catalogue : \[\[97, 15\]\]/);
    expect(lines).toMatch(/cahier des charges : \[\[80, 15\], .*\[dès 350, 60\]\]/);
  });

  it('compare Morpheus8 by zone: rows moved between tables are no difference, a price is', () => {
    const row = (zone: string, oneSession: number) => ({
      zone,
      oneSession,
      threeSessions: oneSession * 2,
    });
    const catalog = withOwnPage('morpheus8', [
      {
        kind: 'sessions',
        id: 'morpheus8-a',
        title: 'A',
        rows: [row('Cou', 230), row('Décolleté', 230)],
      },
      { kind: 'sessions', id: 'morpheus8-b', title: 'B', rows: [row('Grande zone du corps', 500)] },
    ]);
    const before = specDifferences(catalog);
    const [first, second] = catalog.treatmentPages.at(-1)?.prices?.tables ?? [];
    if (first?.kind !== 'sessions' || second?.kind !== 'sessions') throw new Error('no tables');
    const moved = first.rows.pop();
    if (!moved) throw new Error('the first table is empty');
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
    expect(zones(found)).toEqual(zones(spec).filter((zone) => zones(found).includes(zone)));
  });
});

/**
 * A clone whose page `id` is the test's own, with `tables`: the brief names the page, but the
 * clinic may change or remove it.
 */
function withOwnPage(id: string, tables: NonNullable<TreatmentPageData['prices']>['tables']) {
  const catalog = cloneCatalog();
  catalog.treatmentPages = catalog.treatmentPages.filter((page) => page.id !== id);
  const data = treatmentPageData(id, id);
  if (data.prices) data.prices.tables = tables;
  addTreatmentPage(catalog, data);
  return catalog;
}

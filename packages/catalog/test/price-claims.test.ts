import { describe, expect, it } from 'vitest';
import { runChecks } from '../src/checks/index.ts';
import type { CatalogData } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import type { PriceRow } from '../src/schemas/entities.ts';
import { cloneCatalog } from './helpers.ts';

/** The row of a standard table of a treatment page, by zone. */
function row(catalog: CatalogData, id: string, zone: string): PriceRow {
  for (const table of catalog.treatmentPages.find((p) => p.id === id)?.prices?.tables ?? []) {
    if (table.kind !== 'standard') continue;
    const found = table.rows.find((r) => r.zone === zone);
    if (found) return found;
  }
  throw new Error(`no row ${zone} on ${id}`);
}

const where = (problems: string[]) => problems.map((line) => line.split(':')[0]);

describe('a price changed in one table', () => {
  it('names every place that still shows the old price', () => {
    const catalog = cloneCatalog();
    row(catalog, 'detatouage', 'Jusqu’à 5 cm²').price = 90;
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems).sort()).toEqual([
      'src/data/pages/soins-corps.ts → cards[4] (detatouage) → price',
      'src/data/pages/soins-corps.ts → prices.tables[0] (soins-corps).rows[4] (Détatouage laser) → price',
      'src/data/treatments/detatouage.ts → hero.highlights[0].value → text',
      'src/data/treatments/detatouage.ts → meta.description → text',
    ]);
    expect(problems[0]).toContain('expected 90 – 350\u00A0€, what the tables of /detatouage');
  });

  it('passes once the new price is written everywhere', () => {
    const catalog = cloneCatalog();
    row(catalog, 'detatouage', 'Jusqu’à 5 cm²').price = 90;
    const page = catalog.treatmentPages.find((p) => p.id === 'detatouage');
    if (!page) throw new Error('no detatouage page');
    const say90 = (text: string) => text.replace('80\u00A0€', '90\u00A0€');
    page.hero.highlights = page.hero.highlights?.map((h) => ({ ...h, value: say90(h.value) }));
    page.meta.description = say90(page.meta.description);
    for (const card of catalog.soinsCorps.cards)
      if (card.id === 'detatouage') card.price = { min: 90, max: 350 };
    for (const table of catalog.soinsCorps.prices.tables)
      for (const r of table.rows)
        if (r.zone === 'Détatouage laser' && 'price' in r) r.price = { min: 90, max: 350 };
    expect(runChecks(catalog).map(formatProblem)).toEqual([]);
  });

  it('names the variant to update when the tables move away from its reading', () => {
    const catalog = cloneCatalog();
    row(catalog, 'mesotherapie', 'Visage complet').price = 190;
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems)).toContain(
      'src/data/variants.ts → mesotherapyPrice.readings.treatmentPage → tables.read',
    );
    expect(problems.join('\n')).toContain('update the variant mesotherapyPrice');
    // The hero's literal "Dès 180 €" is named too, not only the variant.
    expect(where(problems)).toContain(
      'src/data/treatments/mesotherapie.ts → hero.highlights[0].value → text',
    );
  });

  it('names every text and formula card that repeats an amount of the tables', () => {
    const catalog = cloneCatalog();
    row(catalog, 'coolpeel', 'CoolPeel + mésothérapie NCTF 135').price = 240;
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems).sort()).toEqual([
      'src/data/pages/faq.ts → items[14].answer → text',
      'src/data/pages/soins-visage.ts → cards[6].description → text',
      'src/data/pages/soins-visage.ts → prices.tables[0].rows[6].note → text',
      'src/data/treatments/coolpeel.ts → meta.description → text',
      'src/data/treatments/coolpeel.ts → sections[2] (offres).offers[1] (coolpeel-nctf-135) → price',
      'src/data/treatments/coolpeel.ts → sections[3].facts[2].value → text',
    ]);
  });

  it('reads an amount in an article as a price of the treatment it names', () => {
    const catalog = cloneCatalog();
    const article = catalog.articles[0];
    if (!article) throw new Error('no article');
    article.content += '<p>Le détatouage laser coûte 85 € la séance.</p>';
    expect(runChecks(catalog).map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${article.file} → body → text: expected a price of /detatouage .*found "85 €"`,
        ),
      ),
    ]);
  });
});

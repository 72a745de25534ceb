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

const where = (problems: string[]) => problems.map((line) => line.split(' : ')[0]);

const euros = (n: number) => `${n}\u00A0€`;

/** The lowest row of the détatouage page, raised by 10 €, and where the page's other prices sit. */
function raiseTattoo(catalog: CatalogData) {
  const page = catalog.treatmentPages.find((p) => p.id === 'detatouage');
  const table = page?.prices?.tables[0];
  const first = table?.kind === 'standard' ? table.rows[0] : undefined;
  if (!page || !first || typeof first.price !== 'number') throw new Error('no détatouage row');
  const [old, raised] = [first.price, first.price + 10];
  first.price = raised;
  const card = catalog.soinsCorps.cards.findIndex((c) => c.id === 'detatouage');
  const row = catalog.soinsCorps.prices.tables[0]?.rows.findIndex((r) => r.zone === page.name);
  return { page, old, raised, card, row };
}

describe('a price changed in one table', () => {
  it('names every place that still shows the old price', () => {
    const catalog = cloneCatalog();
    const { raised, card, row } = raiseTattoo(catalog);
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems).sort()).toEqual([
      `src/data/pages/soins-corps.ts → cards[${card}] (detatouage) → price`,
      `src/data/pages/soins-corps.ts → prices.tables[0] (soins-corps).rows[${row}] (Détatouage laser) → price`,
      'src/data/treatments/detatouage.ts → hero.highlights[0].value → text',
      'src/data/treatments/detatouage.ts → meta.description → text',
    ]);
    expect(problems[0]).toContain(
      `attendu ${raised} – 350\u00A0€, ce qu’indiquent les tables de /detatouage`,
    );
  });

  it('passes once the new price is written everywhere', () => {
    const catalog = cloneCatalog();
    const { page, old, raised } = raiseTattoo(catalog);
    const update = (text: string) => text.replace(euros(old), euros(raised));
    page.hero.highlights = page.hero.highlights?.map((h) => ({ ...h, value: update(h.value) }));
    page.meta.description = update(page.meta.description);
    for (const card of catalog.soinsCorps.cards)
      if (card.id === 'detatouage') card.price = { min: raised, max: 350 };
    for (const table of catalog.soinsCorps.prices.tables)
      for (const r of table.rows)
        if (r.zone === 'Détatouage laser' && 'price' in r) r.price = { min: raised, max: 350 };
    expect(runChecks(catalog).map(formatProblem)).toEqual([]);
  });

  it('names the variant to update when the tables move away from its reading', () => {
    const catalog = cloneCatalog();
    const fullFace = row(catalog, 'mesotherapie', 'Visage complet');
    fullFace.price = Number(fullFace.price) + 10;
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems)).toContain('src/data/variants.ts → mesotherapyPrice → tables.read');
    expect(problems.join('\n')).toContain('mettez à jour la variante mesotherapyPrice');
    // The hero's literal "Dès 180 €" is named too, not only the variant.
    expect(where(problems)).toContain(
      'src/data/treatments/mesotherapie.ts → hero.highlights[0].value → text',
    );
  });

  it('names every text and formula card that repeats an amount of the tables', () => {
    const catalog = cloneCatalog();
    const combined = row(catalog, 'coolpeel', 'CoolPeel + mésothérapie NCTF 135');
    const old = Number(combined.price);
    combined.price = old + 10;
    const faq = catalog.faq.items.findIndex((item) => item.answer.includes(euros(old)));
    const card = catalog.soinsVisage.cards.findIndex((c) => c.id === 'coolpeel');
    const listRow = catalog.soinsVisage.prices.tables[0]?.rows.findIndex(
      (r) => r.zone === 'CoolPeel',
    );
    const problems = runChecks(catalog).map(formatProblem);
    expect(where(problems).sort()).toEqual([
      `src/data/pages/faq.ts → items[${faq}].answer → text`,
      `src/data/pages/soins-visage.ts → cards[${card}].description → text`,
      `src/data/pages/soins-visage.ts → prices.tables[0].rows[${listRow}].note → text`,
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
          `^${article.file} → body → text : attendu un prix de /detatouage .*trouvé « 85 € »`,
        ),
      ),
    ]);
  });
});

describe('a price field of a treatment page', () => {
  it('a fact "Tarif" written as a price is compared with the tables', () => {
    const catalog = cloneCatalog();
    const page = catalog.treatmentPages.find((p) => p.id === 'cryolipolyse');
    const index = page?.sections.findIndex((s) => s.kind === 'facts') ?? -1;
    const section = page?.sections[index];
    if (section?.kind !== 'facts') throw new Error('no facts on /cryolipolyse');
    section.facts.push({ label: 'Tarif indicatif', price: { from: 280 } });
    expect(runChecks(catalog).map(formatProblem)).toEqual([
      `src/data/treatments/cryolipolyse.ts → sections[${index}] (${section.id}).facts[${section.facts.length - 1}] (Tarif indicatif) → price : attendu dès 300\u00A0€, ce qu’indiquent les tables de /cryolipolyse (src/data/treatments/cryolipolyse.ts), trouvé dès 280\u00A0€`,
    ]);
  });
});

describe('an amount in a sentence that names several treatments', () => {
  it('is read as a price of the treatment the sentence names for it, not of another one', () => {
    const catalog = cloneCatalog();
    const led = row(catalog, 'led-miltaderm', 'Séance de LED Miltaderm');
    const old = Number(led.price);
    led.price = old + 5;
    // The FAQ answer names hair removal first (whose tables also hold the old amount), then LED.
    const faq = catalog.faq.items.findIndex(
      (item) => item.answer.includes('LED Miltaderm') && item.answer.includes(euros(old)),
    );
    expect(where(runChecks(catalog).map(formatProblem))).toContain(
      `src/data/pages/faq.ts → items[${faq}].answer → text`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { CatalogData } from '../src/load.ts';
import { sources } from '../src/sources.ts';
import { cloneCatalog, runCheck } from './helpers.ts';

const vouchersCheck = (catalog: CatalogData) => runCheck('vouchers', catalog);

/** A catalog whose offers are all valid `months`, as every text of their page and the FAQ say. */
function soldFor(months: 6 | 12) {
  const catalog = cloneCatalog();
  const said = <T>(texts: T): T =>
    JSON.parse(JSON.stringify(texts).replace(/\d+(\s*)mois/g, `${months}$1mois`)) as T;
  catalog.vouchers = said(catalog.vouchers);
  catalog.faq = said(catalog.faq);
  for (const offer of catalog.vouchers.offers) offer.validityMonths = months;
  return catalog;
}

describe('the validity the vouchers page and the FAQ state', () => {
  it('a claim of the vouchers page with another validity than those sold is named', () => {
    const catalog = soldFor(12);
    expect(vouchersCheck(catalog)).toEqual([]);
    catalog.vouchers.claims.push('Valable 6 mois');
    const index = catalog.vouchers.claims.length - 1;
    expect(vouchersCheck(catalog)).toEqual([
      `${sources.vouchers.file} → claims[${index}] : attendu une validité d’un bon vendu (12 mois, ${sources.vouchers.file}), trouvé « 6 mois »`,
    ]);
  });

  it('a FAQ answer about the vouchers is held to them, not its sentences on care', () => {
    const answered = (months: 6 | 12) => {
      const catalog = soldFor(months);
      catalog.faq.items = [
        {
          question: 'Comment offrir un soin ?',
          answer:
            'Nos bons cadeaux s’offrent sur tous les soins. Ils sont valables 6 mois. Un contrôle suit le soin à 2 mois.',
        },
        {
          question: 'Quand revoir le médecin ?',
          answer: 'Un bon cadeau peut régler la séance. Un contrôle a lieu à 2 mois.',
        },
      ];
      return vouchersCheck(catalog);
    };
    expect(answered(12)).toEqual([
      `${sources.faq.file} → items[0] → answer : attendu une validité d’un bon vendu (12 mois, ${sources.vouchers.file}), trouvé « 6 mois »`,
    ]);
    // Once the clinic sells vouchers valid 6 months, the answer is true.
    expect(answered(6)).toEqual([]);
  });
});

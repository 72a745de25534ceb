/**
 * One run of the check says everything: a file that does not validate (a price written as text)
 * does not hide a broken link written in an article in the same edit.
 */
import { describe, expect, it } from 'vitest';
import generatedArticles from '../src/generated/articles.ts';
import { defaultContext } from '../src/checks/index.ts';
import { loadCatalog } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import { checkAll } from '../src/report.ts';
import { registry } from '../src/sources.ts';

type Row = { zone: string; price: unknown };
type Page = { prices: { tables: { rows: Row[] }[] } };

describe('a run of the check', () => {
  it('names a price written as text and a broken link of the same edit', () => {
    const [source] = registry.treatmentPageSources;
    const [article] = generatedArticles;
    if (!source || !article) throw new Error('nothing to edit');
    const data = structuredClone(source.data) as Page;
    const row = data.prices.tables[0]?.rows[0];
    if (!row) throw new Error('no price row');
    row.price = '97 €';
    const linked = { ...article, links: [...article.links, '/zzzz-essai'] };
    const loaded = loadCatalog([linked, ...generatedArticles.slice(1)], {
      ...registry,
      treatmentPageSources: [{ ...source, data }, ...registry.treatmentPageSources.slice(1)],
    });
    const context = {
      ...defaultContext,
      readFile: (file: string) =>
        file === article.file ? 'intro\n\nVoir [la page](/zzzz-essai).' : undefined,
    };
    const lines = checkAll(loaded, context).map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${source.file} → prices\\.tables\\[0\\].*\\(${row.zone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\) → price : .*« 97 € »`,
        ),
      ),
      `${article.file}:3 → body → link : attendu un lien vers une page existante, trouvé « /zzzz-essai »`,
    ]);
  });
});

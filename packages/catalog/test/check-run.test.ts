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

type Row = { zone: string; price?: unknown };
type Page = { prices?: { tables: { rows: Row[] }[] } };

/** The first row with a `price` of the treatment pages (a sessions table has none), wherever it is. */
function firstPriceRow() {
  for (const [index, source] of registry.treatmentPageSources.entries()) {
    const data = structuredClone(source.data) as Page;
    for (const [table, { rows }] of (data.prices?.tables ?? []).entries()) {
      const row = rows.find((item) => 'price' in item);
      if (row) return { index, source, data, table, row: rows.indexOf(row), edited: row };
    }
  }
  throw new Error('no treatment page has a price row');
}

describe('a run of the check', () => {
  it('names a price written as text and a broken link of the same edit', () => {
    const { index, source, data, table, row, edited } = firstPriceRow();
    const [article] = generatedArticles;
    if (!article) throw new Error('nothing to edit');
    edited.price = '97 €';
    const linked = { ...article, links: [...article.links, '/zzzz-essai'] };
    const treatmentPageSources = [...registry.treatmentPageSources];
    treatmentPageSources[index] = { ...source, data };
    const loaded = loadCatalog([linked, ...generatedArticles.slice(1)], {
      ...registry,
      treatmentPageSources,
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
          `^${source.file} → prices\\.tables\\[${table}\\].*\\.rows\\[${row}\\] \\(${edited.zone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\) → price : .*« 97 € »`,
        ),
      ),
      `${article.file}:3 → body → link : attendu un lien vers une page existante, trouvé « /zzzz-essai »`,
    ]);
  });
});

describe('an article whose header does not read', () => {
  it('is named once: the links to it from other articles are not named on top', () => {
    // An article another one links to, its header broken (a value with « : » left unquoted).
    const linked = generatedArticles.find((article) =>
      generatedArticles.some((other) =>
        other.links.includes(`/blog/${String((article.frontMatter as { slug: string }).slug)}`),
      ),
    );
    if (!linked) throw new Error('no article is linked from another');
    const broken = {
      ...linked,
      frontMatter: undefined,
      frontMatterError: 'attendu la valeur entre guillemets droits',
      errorLine: 3,
    };
    const loaded = loadCatalog(
      generatedArticles.map((article) => (article === linked ? broken : article)),
    );
    expect(checkAll(loaded).map(formatProblem)).toEqual([
      `${linked.file}:3 → front matter : attendu la valeur entre guillemets droits`,
    ]);
  });
});

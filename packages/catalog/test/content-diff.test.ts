import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSnapshot, describeChanges } from '../src/content-diff.ts';
import { formatEuros } from '../src/format/money.ts';
import { cloneCatalog, realCatalog } from './helpers.ts';

const before = contentSnapshot(realCatalog);

describe('the content diff for reviewers', () => {
  it('says nothing changed for the same content', () => {
    expect(describeChanges(before, contentSnapshot(cloneCatalog()))).toEqual([
      'Aucun changement de contenu.',
    ]);
  });

  it('prints a price change in words, per page and row', () => {
    const catalog = cloneCatalog();
    // The first row priced in whole euros of the first treatment page that has one.
    const [page, table, row] =
      catalog.treatmentPages
        .flatMap((p) => (p.prices?.tables ?? []).map((t) => [p, t] as const))
        .flatMap(([p, t]) =>
          t.kind === 'standard'
            ? t.rows.filter((r) => typeof r.price === 'number').map((r) => [p, t, r] as const)
            : [],
        )[0] ?? [];
    if (!page || !table || !row) throw new Error('no row priced in euros');
    const was = Number(row.price);
    row.price = was + 10;
    expect(describeChanges(before, contentSnapshot(catalog))).toEqual([
      '',
      '### Prix',
      '',
      `- ${page.path} · ${table.title} · ${row.zone} : ${formatEuros(was)} → **${formatEuros(was + 10)}**`,
    ]);
  });

  it('names a new article, a removed one, a new FAQ question and a changed text', () => {
    const catalog = cloneCatalog();
    const [first, second] = catalog.articles;
    if (!first || !second) throw new Error('no articles');
    catalog.articles = [{ ...first, slug: 'nouvel-article', title: 'Un nouvel article' }, second];
    const removed = catalog.articles.length < realCatalog.articles.length;
    catalog.faq.items.push({ question: 'Une nouvelle question ?', answer: 'Une réponse.' });
    catalog.contact.meta.title = 'Nous écrire';
    const lines = describeChanges(before, contentSnapshot(catalog));
    expect(lines).toContain('- Nouvel article : « Un nouvel article » (/blog/nouvel-article)');
    expect(lines).toContain(`- Article retiré : « ${first.title} » (/blog/${first.slug})`);
    expect(removed).toBe(true);
    expect(lines).toContain('- Nouvelle question : /faq · Une nouvelle question ?');
    expect(lines.join('\n')).toContain(
      `- src/data/pages/contact.ts → meta.title\n  - avant : « ${realCatalog.contact.meta.title} »\n  - après : « Nous écrire »`,
    );
  });

  it('shows the changed part of a long answer, around its first difference', () => {
    const start =
      'La séance dure une demi-heure environ et se déroule au cabinet, après la consultation. '.repeat(
        3,
      );
    const answer = (price: number) => `${start}Elle coûte ${price} €, réglés le jour même.`;
    const snapshot = (price: number) => ({
      prices: {},
      articles: {},
      faq: { '/faq · Combien ?': answer(price) },
      texts: {},
    });
    const lines = describeChanges(snapshot(180), snapshot(190)).join('\n');
    expect(lines).toMatch(/- avant : « …[^»]*Elle coûte 180 €, réglés le jour même\. »/);
    expect(lines).toMatch(/- après : « …[^»]*Elle coûte 190 €, réglés le jour même\. »/);
    // A long text whose change comes first is cut at its end instead.
    const late = describeChanges(
      { ...snapshot(0), faq: { k: `Oui. ${start}` } },
      { ...snapshot(0), faq: { k: `Non. ${start}` } },
    ).join('\n');
    expect(late).toMatch(/- avant : « Oui\. [^»]*… »/);
  });
});

it('answers a base it does not know with one sentence saying what to give, not a stack trace', () => {
  const catalogDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tsx = join(catalogDir, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const result = spawnSync(
    process.execPath,
    [tsx, join(catalogDir, 'scripts', 'content-diff.ts'), 'origin/pas-de-branche-ainsi'],
    { encoding: 'utf8' },
  );
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(
      /^« origin\/pas-de-branche-ainsi » n’est pas une version connue .*git fetch origin\.$/,
    ),
  ]);
});

import { describe, expect, it } from 'vitest';
import { filterArticles, relatedArticles } from '../src/blog.ts';
import { realCatalog } from './helpers.ts';

const all = realCatalog.blog.allLabel;

/** Articles of the test's own: their titles, excerpts, tags and categories are the fixture's. */
const article = (
  slug: string,
  title: string,
  excerpt: string,
  tags: string[],
  category: string,
) => ({
  slug,
  title,
  excerpt,
  tags,
  category,
});
const sample = [
  article('titre', 'Le peeling au rétinol', 'Un soin du teint.', ['Éclat'], 'Soins Visage'),
  article(
    'extrait',
    'La cryolipolyse',
    'Quand consulter un phlébologue.',
    ['Silhouette'],
    'Remodelage Corporel',
  ),
  article(
    'etiquette',
    'Les varicosités',
    'Des petits vaisseaux.',
    ['Télangiectasies'],
    'Soins Visage',
  ),
  article('aucun', 'Le détatouage', 'Les pigments.', ['Tatouage'], 'Laser Thérapeutique'),
  article('laser-jambes', 'Épilation laser des jambes', 'Zone par zone.', ['Laser'], 'Épilation'),
  article('teint', 'Un teint plus net', 'Le laser et le teint.', ['Laser'], 'Soins Visage'),
];
const slugs = (query: string, category = all) =>
  filterArticles(sample, { query, category, allLabel: all }).map((a) => a.slug);

describe('blog search and filter', () => {
  it('shows every article with the "all" category and an empty search', () => {
    expect(filterArticles(sample, { query: '', category: all, allLabel: all })).toEqual(sample);
    expect(
      filterArticles(realCatalog.articles, { query: '', category: all, allLabel: all }),
    ).toEqual(realCatalog.articles);
  });
  it('matches title, excerpt or tags, case- and accent-insensitively', () => {
    expect(slugs('RETINOL')).toEqual(['titre']);
    expect(slugs('epilation')).toEqual(['laser-jambes']);
    expect(slugs('ÉCLAT')).toEqual(['titre']);
  });
  it('finds a word wherever it is: only in a title, only in an excerpt, only in a tag', () => {
    expect(slugs('RETINOL')).toEqual(['titre']);
    expect(slugs('phlebologue')).toEqual(['extrait']);
    expect(slugs('  TÉLANGIECTASIES ')).toEqual(['etiquette']);
    expect(slugs('vaisseaux')).toEqual(['etiquette']);
    expect(slugs('')).toEqual(sample.map((a) => a.slug));
  });
  it('combines the search with the category', () => {
    expect(slugs('laser')).toEqual(['laser-jambes', 'teint']);
    expect(slugs('laser', 'Épilation')).toEqual(['laser-jambes']);
    expect(slugs('laser', 'Soins Visage')).toEqual(['teint']);
    expect(slugs('', 'Soins Visage')).toEqual(['titre', 'etiquette', 'teint']);
    expect(slugs('zzzz')).toEqual([]);
  });
  it('relates at most the given number of other articles of the same category', () => {
    const [first] = sample;
    if (!first) throw new Error('no sample article');
    expect(relatedArticles(sample, first, 2).map((a) => a.slug)).toEqual(['etiquette', 'teint']);
    expect(relatedArticles(sample, first, 1).map((a) => a.slug)).toEqual(['etiquette']);
    expect(relatedArticles(sample, sample[3] ?? first, 2)).toEqual([]);
    const max = realCatalog.blog.maxRelated;
    for (const real of realCatalog.articles) {
      const related = relatedArticles(realCatalog.articles, real, max);
      expect(related.length).toBeLessThanOrEqual(max);
      expect(related.every((r) => r.category === real.category && r.slug !== real.slug)).toBe(true);
    }
  });
});

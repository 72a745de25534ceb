import { describe, expect, it } from 'vitest';
import { filterArticles, relatedArticles } from '../src/blog.ts';
import { realCatalog } from './helpers.ts';

const articles = realCatalog.articles;
const all = realCatalog.blog.allLabel;

describe('blog search and filter', () => {
  it('shows every article with "Tous" and an empty search', () => {
    expect(filterArticles(articles, { query: '', category: all, allLabel: all })).toEqual(articles);
  });
  it('matches title, excerpt or tags, case- and accent-insensitively', () => {
    const found = filterArticles(articles, { query: 'HYDRAFACIAL', category: all, allLabel: all });
    expect(found.map((a) => a.slug)).toContain('hydrafacial-soin-visage-en-profondeur');
    const accentless = filterArticles(articles, {
      query: 'epilation',
      category: all,
      allLabel: all,
    });
    expect(accentless.map((a) => a.slug)).toContain('epilation-laser-definitive-guide-complet');
  });
  it('finds a word wherever it is: only in a title, only in an excerpt, only in a tag', () => {
    const article = (slug: string, title: string, excerpt: string, tags: string[]) => ({
      slug,
      title,
      excerpt,
      tags,
      category: 'Soins Visage',
    });
    const sample = [
      article('titre', 'Le peeling au rétinol', 'Un soin du teint.', ['Éclat']),
      article('extrait', 'La cryolipolyse', 'Quand consulter un phlébologue.', ['Silhouette']),
      article('etiquette', 'Les varicosités', 'Des petits vaisseaux.', ['Télangiectasies']),
      article('aucun', 'Le détatouage', 'Les pigments.', ['Tatouage']),
    ];
    const slugs = (query: string) =>
      filterArticles(sample, { query, category: all, allLabel: all }).map((a) => a.slug);
    expect(slugs('RETINOL')).toEqual(['titre']);
    expect(slugs('phlebologue')).toEqual(['extrait']);
    expect(slugs('  TÉLANGIECTASIES ')).toEqual(['etiquette']);
    expect(slugs('vaisseaux')).toEqual(['etiquette']);
    expect(slugs('')).toEqual(['titre', 'extrait', 'etiquette', 'aucun']);
  });
  it('combines the search with the category', () => {
    const found = filterArticles(articles, {
      query: 'laser',
      category: 'Épilation',
      allLabel: all,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.category === 'Épilation')).toBe(true);
    expect(filterArticles(articles, { query: 'zzzz', category: all, allLabel: all })).toEqual([]);
  });
  it('relates at most two other articles of the same category', () => {
    for (const article of articles) {
      const related = relatedArticles(articles, article, realCatalog.blog.maxRelated);
      expect(related.length).toBeLessThanOrEqual(2);
      expect(related.every((r) => r.category === article.category && r.slug !== article.slug)).toBe(
        true,
      );
    }
    const soinsVisage = articles.find((a) => a.category === 'Soins Visage');
    expect(soinsVisage && relatedArticles(articles, soinsVisage, 2)).toHaveLength(2);
  });
});

/** Shared by the prerendered pages and the hydrated filter: no data imported here. */

export interface SearchableArticle {
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: string;
}

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** `allLabel` ("Tous") means every category. */
export function filterArticles<T extends SearchableArticle>(
  articles: readonly T[],
  { query, category, allLabel }: { query: string; category: string; allLabel: string },
): T[] {
  const needle = normalizeForSearch(query);
  return articles.filter((article) => {
    if (category !== allLabel && article.category !== category) return false;
    if (!needle) return true;
    return [article.title, article.excerpt, ...article.tags].some((field) =>
      normalizeForSearch(field).includes(needle),
    );
  });
}

export function relatedArticles<T extends SearchableArticle & { slug: string }>(
  articles: readonly T[],
  article: T,
  max: number,
): T[] {
  return articles
    .filter((other) => other.slug !== article.slug && other.category === article.category)
    .slice(0, max);
}

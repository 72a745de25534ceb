/** Kept in the address (`/blog?q=laser`), so a filtered view can be shared and reloaded. */
import { normalizeForSearch } from '@clinique/catalog/blog';
import { useCallback, useEffect, useState } from 'react';

export const BLOG_QUERY_PARAMS = { search: 'q', category: 'categorie' } as const;

export interface BlogFilter {
  query: string;
  category: string;
}

/** An unknown category means every category (`allLabel`). */
export function readBlogFilter(
  search: string,
  categories: readonly string[],
  allLabel: string,
): BlogFilter {
  const params = new URLSearchParams(search);
  const query = params.get(BLOG_QUERY_PARAMS.search) ?? '';
  const wanted = normalizeForSearch(params.get(BLOG_QUERY_PARAMS.category) ?? '');
  const category =
    categories.find((candidate) => wanted !== '' && normalizeForSearch(candidate) === wanted) ??
    allLabel;
  return { query, category };
}

/** Other parameters are kept. */
export function blogFilterSearch(current: string, filter: BlogFilter, allLabel: string): string {
  const params = new URLSearchParams(current);
  if (filter.query.trim() === '') params.delete(BLOG_QUERY_PARAMS.search);
  else params.set(BLOG_QUERY_PARAMS.search, filter.query);
  if (filter.category === allLabel) params.delete(BLOG_QUERY_PARAMS.category);
  else params.set(BLOG_QUERY_PARAMS.category, filter.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Starts unfiltered, as the prerendered HTML, then reads the address once hydrated; changes
 * replace the address, so there is no history entry per keystroke.
 */
export function useBlogFilter(categories: readonly string[], allLabel: string) {
  const [filter, setFilter] = useState<BlogFilter>({ query: '', category: allLabel });

  useEffect(() => {
    setFilter(readBlogFilter(window.location.search, categories, allLabel));
  }, [categories, allLabel]);

  const update = useCallback(
    (next: BlogFilter) => {
      setFilter(next);
      const { pathname, search, hash } = window.location;
      const nextSearch = blogFilterSearch(search, next, allLabel);
      if (nextSearch !== search) {
        window.history.replaceState(window.history.state, '', `${pathname}${nextSearch}${hash}`);
      }
    },
    [allLabel],
  );

  return [filter, update] as const;
}

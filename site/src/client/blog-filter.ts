/** Kept in the address (`/blog?q=laser`), so a filtered view can be shared and reloaded. */
import { normalizeForSearch } from '@clinique/catalog/blog';
import { useEffect, useState } from 'react';

const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'categorie';

/**
 * Starts unfiltered, as the prerendered HTML, then reads the address once hydrated (an unknown
 * category means all); changes replace the address, so there is no history entry per keystroke.
 */
export function useBlogFilter(categories: readonly string[], allLabel: string) {
  const [filter, setFilter] = useState({ query: '', category: allLabel });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = normalizeForSearch(params.get(CATEGORY_PARAM) ?? '');
    const known = categories.find((name) => wanted !== '' && normalizeForSearch(name) === wanted);
    setFilter({ query: params.get(SEARCH_PARAM) ?? '', category: known ?? allLabel });
  }, [categories, allLabel]);

  function update(next: typeof filter) {
    setFilter(next);
    const url = new URL(window.location.href);
    const params = url.searchParams;
    if (next.query.trim() === '') params.delete(SEARCH_PARAM);
    else params.set(SEARCH_PARAM, next.query);
    if (next.category === allLabel) params.delete(CATEGORY_PARAM);
    else params.set(CATEGORY_PARAM, next.category);
    if (url.search !== window.location.search) {
      window.history.replaceState(window.history.state, '', url);
    }
  }

  return [filter, update] as const;
}

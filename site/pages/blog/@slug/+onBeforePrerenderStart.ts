import { catalog, routePaths } from '@clinique/catalog';
import { ARTICLE_NOT_FOUND_PATH } from './share.ts';

export function onBeforePrerenderStart(): string[] {
  const paths = routePaths(catalog, 'article');
  if (paths.includes(ARTICLE_NOT_FOUND_PATH)) {
    throw new Error(`An article may not use the slug of ${ARTICLE_NOT_FOUND_PATH}`);
  }
  return [...paths, ARTICLE_NOT_FOUND_PATH];
}

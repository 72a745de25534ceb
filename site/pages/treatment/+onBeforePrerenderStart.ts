import { catalog, routePaths } from '@clinique/catalog';

export function onBeforePrerenderStart(): string[] {
  return routePaths(catalog, 'treatment');
}

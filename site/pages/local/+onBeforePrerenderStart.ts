import { catalog } from '@clinique/catalog';

export function onBeforePrerenderStart(): string[] {
  return catalog.local.paths;
}

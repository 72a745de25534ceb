import { catalog } from '@clinique/catalog';

export function onBeforePrerenderStart(): string[] {
  return catalog.treatmentPages.map((page) => page.path);
}

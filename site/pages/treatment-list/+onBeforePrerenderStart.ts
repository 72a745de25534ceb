import { catalog } from '@clinique/catalog';

export function onBeforePrerenderStart(): string[] {
  return [catalog.soinsVisage.path, catalog.soinsCorps.path];
}

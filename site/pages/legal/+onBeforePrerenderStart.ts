import { legalPaths } from '@clinique/catalog';

export function onBeforePrerenderStart(): string[] {
  return Object.values(legalPaths);
}

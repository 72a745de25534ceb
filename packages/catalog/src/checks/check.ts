import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';

export const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets');

export interface CheckContext {
  imageExists: (src: string) => boolean;
}

export const defaultContext: CheckContext = {
  imageExists: (src) => existsSync(join(assetsDir, src.replace(/^\//, ''))),
};

export type Check = (catalog: CatalogData, context: CheckContext) => Problem[];

export const error = (file: string, entry: string, field: string, message: string): Problem => ({
  file,
  entry,
  field,
  message,
  severity: 'error',
});

export function duplicates<T>(items: readonly T[], key: (item: T) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

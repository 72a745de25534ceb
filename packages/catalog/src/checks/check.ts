import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';

const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets');

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

/** `[condition && error(…), …]` → the errors whose condition held, in order. */
export const kept = (items: readonly (Problem | false)[]): Problem[] =>
  items.filter((item) => item !== false);

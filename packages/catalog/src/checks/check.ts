import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';

export { error } from '../problems.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const assetsDir = join(packageDir, 'assets');

export interface CheckContext {
  imageExists: (src: string) => boolean;
  /** A file of the package as written (to name the line of a problem), or undefined. */
  readFile: (file: string) => string | undefined;
}

export const defaultContext: CheckContext = {
  imageExists: (src) => existsSync(join(assetsDir, src.replace(/^\//, ''))),
  readFile: (file) => {
    const path = join(packageDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  },
};

export type Check = (catalog: CatalogData, context: CheckContext) => Problem[];

/** `[condition && error(…), …]` → the errors whose condition held, in order. */
export const kept = (items: readonly (Problem | false)[]): Problem[] =>
  items.filter((item) => item !== false);

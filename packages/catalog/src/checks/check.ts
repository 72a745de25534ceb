import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';

export { error } from '../problems.ts';

const packageDir = join(import.meta.dirname, '..', '..');
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

/**
 * The line of an article's Markdown that holds a text the page shows (« l’encre », no-break spaces,
 * no bold or link syntax): found by the words before it and itself (`context`), else by itself if
 * one line only holds it. Nothing for a data file.
 */
export function articleLines(context: CheckContext) {
  const plain = (text: string) =>
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/[\s\u00A0\u202F]+/g, ' ')
      .replace(/\u2019/g, "'")
      .trim();
  return (file: string, quote: string, around = quote): { line?: number } => {
    if (!file.endsWith('.md')) return {};
    const lines = (context.readFile(file)?.split('\n') ?? []).map(plain);
    const holding = (text: string) =>
      lines.flatMap((line, index) => (line.includes(plain(text)) ? [index + 1] : []));
    const [byContext, byQuote] = [holding(around), holding(quote)];
    const line =
      byContext.length === 1 ? byContext[0] : byQuote.length === 1 ? byQuote[0] : undefined;
    return line === undefined ? {} : { line };
  };
}

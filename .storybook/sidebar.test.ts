/**
 * The sidebar is one tree: every story file's title sits under a top-level group of `storySort`
 * (Components' families included), and every group has a French name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getStorySortParameter, loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { frenchLabels, sidebarLabel } from './sidebar.ts';

const root = join(import.meta.dirname, '..');
const storiesDir = join(root, 'packages/ui/src');

/** `['A', ['a1', 'a2'], 'B']`: the names of one level (nested arrays are the level below). */
type Order = (string | Order)[];
const { order } = getStorySortParameter(
  readFileSync(join(import.meta.dirname, 'preview.tsx'), 'utf8'),
) as { order: Order };
const namesOf = (level: Order) => level.filter((name): name is string => typeof name === 'string');
/** The names listed under `name` in `level`. */
function below(level: Order, name: string): Order {
  const next = level[level.indexOf(name) + 1];
  return Array.isArray(next) ? next : [];
}

function titles(): { file: string; title: string }[] {
  const files = readdirSync(storiesDir, { recursive: true, encoding: 'utf8' });
  return files.flatMap((file) => {
    if (!/(\.mdx|\.stories\.tsx?)$/.test(file)) return [];
    const code = readFileSync(join(storiesDir, file), 'utf8');
    if (file.endsWith('.mdx')) {
      const title = /<Meta\s+title="([^"]+)"/.exec(code)?.[1];
      return title ? [{ file, title }] : [];
    }
    const csf = loadCsf(code, { fileName: file, makeTitle: (title) => title }).parse();
    return [{ file, title: csf.meta.title ?? '' }];
  });
}

describe('the Storybook sidebar', () => {
  const all = titles();

  it('reads the titles of the story files', () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all.every(({ title }) => title !== '')).toBe(true);
  });

  it('has no top-level group outside storySort', () => {
    const strays = all.filter(({ title }) => !namesOf(order).includes(title.split('/')[0] ?? ''));
    expect(strays).toEqual([]);
  });

  it('files each component under a family of Components', () => {
    const families = namesOf(below(order, 'Components'));
    const strays = all.filter(({ title }) => {
      const [top, family, ...rest] = title.split('/');
      return top === 'Components' && (rest.length === 0 || !families.includes(family ?? ''));
    });
    expect(strays).toEqual([]);
  });

  it('names every group in French', () => {
    const groups = new Set(
      all.flatMap(({ title }) => title.split('/').slice(0, -1)).concat(namesOf(order)),
    );
    expect([...groups].filter((group) => !(group in frenchLabels))).toEqual([]);
    expect(sidebarLabel('Components')).toBe('Composants');
    expect(sidebarLabel('PricePanel')).toBe('PricePanel');
  });
});

/** Pixel comparison of the base's and the new tree's pictures. */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Chromium may shade a rounded corner's edge a little differently from one load to the next; a real
 * change (a price, a border, a colour) moves far more pixels than this.
 */
export const TOLERATED_PIXELS = 16;
const THRESHOLD = 0.1;

export type Status = 'changed' | 'added' | 'removed' | 'unchanged';

export interface PictureDiff {
  status: Status;
  /** Pixels that differ; with a size change, every pixel outside the shared area counts. */
  pixels: number;
  /** Red where the pictures differ, over a faded copy of the base; absent unless changed. */
  diff?: Buffer;
}

/** Transparent beyond the picture's edges, so two sizes compare over the larger area. */
function widen(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const data = new Uint8Array(width * height * 4);
  for (let row = 0; row < png.height; row += 1) {
    data.set(png.data.subarray(row * png.width * 4, (row + 1) * png.width * 4), row * width * 4);
  }
  return data;
}

export function comparePictures(base: Buffer, next: Buffer): PictureDiff {
  if (base.equals(next)) return { status: 'unchanged', pixels: 0 };
  const before = PNG.sync.read(base);
  const after = PNG.sync.read(next);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  const pixels = pixelmatch(
    widen(before, width, height),
    widen(after, width, height),
    output.data,
    width,
    height,
    { threshold: THRESHOLD },
  );
  const resized = before.width !== after.width || before.height !== after.height;
  if (!resized && pixels <= TOLERATED_PIXELS) return { status: 'unchanged', pixels };
  return { status: 'changed', pixels, diff: PNG.sync.write(output) };
}

export interface Comparison extends Omit<PictureDiff, 'diff'> {
  /** Relative path of the picture, e.g. `pages/detatouage-375.png`. */
  file: string;
}

function pngFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.split('\\').join('/'));
}

/** Diffs go under `diffDir`; the changed, added and removed come first (by name), then the rest. */
export function compareTrees(baseDir: string, newDir: string, diffDir: string): Comparison[] {
  const files = [...new Set([...pngFiles(baseDir), ...pngFiles(newDir)])].sort();
  const results = files.map((file): Comparison => {
    const basePath = join(baseDir, file);
    const newPath = join(newDir, file);
    if (!existsSync(basePath)) return { file, status: 'added', pixels: 0 };
    if (!existsSync(newPath)) return { file, status: 'removed', pixels: 0 };
    const { diff, ...result } = comparePictures(readFileSync(basePath), readFileSync(newPath));
    if (diff) {
      mkdirSync(dirname(join(diffDir, file)), { recursive: true });
      writeFileSync(join(diffDir, file), diff);
    }
    return { file, ...result };
  });
  const unchanged = (result: Comparison) => Number(result.status === 'unchanged');
  return results.sort((a, b) => unchanged(a) - unchanged(b));
}

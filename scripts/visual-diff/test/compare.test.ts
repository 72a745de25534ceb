import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { TOLERATED_PIXELS, compareTrees, comparePictures } from '../compare.ts';
import { reportHtml, summaryMarkdown, terminalLines } from '../report.ts';

type Colour = [number, number, number];
const white: Colour = [255, 255, 255];
const accent: Colour = [158, 52, 84];

/** A `width`×`height` white picture with `painted` pixels of the first row(s) in `colour`. */
function picture(width: number, height: number, painted = 0, colour: Colour = accent): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    png.data.set([...(i < painted ? colour : white), 255], i * 4);
  }
  return PNG.sync.write(png);
}

describe('comparePictures', () => {
  it('finds two identical pictures unchanged', () => {
    expect(comparePictures(picture(8, 8), picture(8, 8))).toEqual({
      status: 'unchanged',
      pixels: 0,
    });
  });

  it('reports a changed colour with the number of pixels and a diff picture', () => {
    const result = comparePictures(picture(10, 10), picture(10, 10, 30));
    expect(result.status).toBe('changed');
    expect(result.pixels).toBe(30);
    const diff = PNG.sync.read(result.diff ?? Buffer.alloc(0));
    expect([diff.width, diff.height]).toEqual([10, 10]);
    // Changed pixels in red, the rest a faded copy of the base.
    expect([...diff.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect(diff.data[30 * 4 + 1]).toBeGreaterThan(200);
  });

  it('tolerates a few edge pixels, not one more', () => {
    expect(comparePictures(picture(10, 10), picture(10, 10, TOLERATED_PIXELS)).status).toBe(
      'unchanged',
    );
    expect(comparePictures(picture(10, 10), picture(10, 10, TOLERATED_PIXELS + 1)).status).toBe(
      'changed',
    );
  });

  it('ignores a change too faint to see', () => {
    expect(comparePictures(picture(10, 10), picture(10, 10, 50, [254, 255, 255])).status).toBe(
      'unchanged',
    );
  });

  it('reports a page that grew, even by one white row', () => {
    const result = comparePictures(picture(10, 10), picture(10, 11));
    expect(result.status).toBe('changed');
    expect(PNG.sync.read(result.diff ?? Buffer.alloc(0)).height).toBe(11);
  });
});

describe('compareTrees', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(file: string, png: Buffer) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), png);
  }

  it('lists the changed, added and removed pictures first and writes the diffs', () => {
    dir = mkdtempSync(join(tmpdir(), 'visual-diff-test-'));
    write('base/pages/a-375.png', picture(4, 4));
    write('new/pages/a-375.png', picture(4, 4));
    write('base/stories/price--b.png', picture(6, 6));
    write('new/stories/price--b.png', picture(6, 6, 36));
    write('base/pages/gone-375.png', picture(4, 4));
    write('new/pages/new-375.png', picture(4, 4));

    const results = compareTrees(join(dir, 'base'), join(dir, 'new'), join(dir, 'diff'));
    expect(results.map(({ file, status }) => [file, status])).toEqual([
      ['pages/gone-375.png', 'removed'],
      ['pages/new-375.png', 'added'],
      ['stories/price--b.png', 'changed'],
      ['pages/a-375.png', 'unchanged'],
    ]);
    const diff = PNG.sync.read(readFileSync(join(dir, 'diff/stories/price--b.png')));
    expect(diff.width).toBe(6);
  });

  it('finds nothing to review when both trees have the same pictures', () => {
    dir = mkdtempSync(join(tmpdir(), 'visual-diff-test-'));
    write('base/pages/a-375.png', picture(4, 4, 3));
    write('new/pages/a-375.png', picture(4, 4, 3));
    const results = compareTrees(join(dir, 'base'), join(dir, 'new'), join(dir, 'diff'));
    expect(results).toEqual([{ file: 'pages/a-375.png', status: 'unchanged', pixels: 0 }]);
  });
});

describe('what the comparison tells people', () => {
  const results = [
    { file: 'pages/x-375.png', label: '/detatouage 375 px', status: 'changed', pixels: 431 },
    { file: 'pages/x-1280.png', label: '/detatouage 1280 px', status: 'changed', pixels: 565 },
    {
      file: 'stories/y.png',
      label: 'Components/Prices/PricePanel › Ouvert',
      status: 'added',
      pixels: 0,
    },
    { file: 'pages/z-375.png', label: '/contact 375 px', status: 'unchanged', pixels: 0 },
  ] as const;

  it('prints one line per picture that differs', () => {
    expect(terminalLines(results)).toEqual([
      'modifiée  /detatouage 375 px (431 pixels)',
      'modifiée  /detatouage 1280 px (565 pixels)',
      'ajoutée   Components/Prices/PricePanel › Ouvert',
    ]);
  });

  it('sums them up in French for the run', () => {
    const summary = summaryMarkdown(results);
    expect(summary).toContain('2 images modifiées :\n- /detatouage 375 px\n- /detatouage 1280 px');
    expect(summary).toContain('1 image ajoutée :\n- Components/Prices/PricePanel › Ouvert');
    expect(summary).not.toContain('/contact');
    expect(summaryMarkdown([results[3]])).toContain('aucune modification');
  });

  it('shows base, new and diff of a changed picture before the unchanged ones', () => {
    const html = reportHtml(results, 'origin/main');
    expect(html).toContain('src="base/pages/x-375.png"');
    expect(html).toContain('src="new/pages/x-375.png"');
    expect(html).toContain('src="diff/pages/x-375.png"');
    expect(html.indexOf('/detatouage 375 px')).toBeLessThan(html.indexOf('/contact 375 px'));
    expect(html).not.toContain('src="base/stories/y.png"');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { docProblems } from './docs-check.ts';

const repoDir = fileURLToPath(new URL('../..', import.meta.url));
const fixture = mkdtempSync(join(tmpdir(), 'docs-check-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(fixture, path, '..'), { recursive: true });
  writeFileSync(join(fixture, path), text);
}

describe('the commands and paths the docs name', () => {
  it('all exist in this repository', () => {
    expect(docProblems(repoDir)).toEqual([]);
  });

  it('are reported with the doc and line of each one missing', () => {
    write(
      'package.json',
      JSON.stringify({ scripts: { test: 'x', check: 'x' }, workspaces: ['app'] }),
    );
    write('app/package.json', JSON.stringify({ name: '@x/app', scripts: { bundle: 'x' } }));
    write('app/src/main.ts', "const port = process.env['APP_PORT'];");
    write('content/blog/README.md', '');
    write('docs/guide.md', '# Guide\n\nRun `npm run check`, then `npm test`.\n');
    write(
      'README.md',
      [
        '# X',
        '`npm run check` and `npm run bundle -w @x/app` work; `npm run chek` does not.',
        'Read [the guide](docs/guide.md), not [the old one](docs/old.md); see [the site](https://example.com).',
        'The code: `app/src/main.ts`, `src/main.ts` (from its package), not `app/src/gone.ts`.',
        '`npm run bundle` is the package’s, not the root’s; `dist/app.js` is built.',
        'Articles live in `content/blog/` (`content/blog/README.md`), not in `content/blog/un-article.md`.',
        '`APP_PORT=0` picks a free port; `OLD_PORT` was renamed, and `X_PARAMETER` is a pattern.',
      ].join('\n'),
    );
    expect(docProblems(fixture)).toEqual([
      'README.md:2: `npm run chek`: no script "chek" in the root package.json',
      'README.md:3: link to docs/old.md does not exist',
      'README.md:4: path app/src/gone.ts does not exist',
      'README.md:5: `npm run bundle`: no script "bundle" in the root package.json',
      'README.md:6: content/blog/un-article.md is content an editor may remove: name its folder',
      'README.md:7: OLD_PORT is nowhere in the code',
    ]);
  });
});

/**
 * Budgets of the built site (run after `vike build`): HTML-only pages ship no framework JavaScript and
 * at most a few lines of plain script; no page loads more than 110 KB of gzipped JavaScript.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { budgets, isHydratedRoute } from '../src/budgets.ts';
import { readBuild } from '../src/build-report.ts';

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
assert.ok(
  existsSync(clientDir),
  `No build in ${clientDir}: run npm run build -w @clinique/site first`,
);

const pages = readBuild(clientDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the build has prerendered pages, the 404 page among them', () => {
  assert.ok(pages.length > 10, `only ${pages.length} pages in the build`);
  assert.ok(
    pages.some((page) => page.path === '/404'),
    'no 404.html',
  );
});

for (const page of pages) {
  const hydrated = isHydratedRoute(page.path);
  test(`${page.path}: ${hydrated ? 'hydrated' : 'HTML-only'}, ${kb(page.scriptGzipBytes)} of gzipped JS`, () => {
    assert.ok(
      page.scriptGzipBytes <= budgets.maxGzipJsBytes,
      `${page.path} loads ${kb(page.scriptGzipBytes)} of gzipped JS (budget ${kb(budgets.maxGzipJsBytes)}): ${page.scripts.join(', ')}`,
    );
    if (hydrated) return;
    assert.deepEqual(
      page.frameworkScripts,
      [],
      `${page.path} is HTML-only but loads framework code; add it to budgets.hydratedRoutes only if it holds a form or a filter`,
    );
    assert.ok(
      page.scriptGzipBytes <= budgets.plainScriptMaxGzipBytes,
      `${page.path} is HTML-only but loads ${kb(page.scriptGzipBytes)} of script (at most ${kb(budgets.plainScriptMaxGzipBytes)} of plain script): ${page.scripts.join(', ')}`,
    );
  });
}

/** The local server serves the build, so clean URLs resolve as in production. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startSite } from '../server/serve.ts';
import { sitemapPaths } from '../src/site-files.ts';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = `${siteDir}dist/client`;
// Routes to measure (every route of the sitemap by default); `--…` options go to lhci as they are.
const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const only = args.filter((arg) => !arg.startsWith('--'));
const routes =
  only.length > 0 ? only : sitemapPaths(readFileSync(`${clientDir}/sitemap.xml`, 'utf8'));

const site = await startSite({ clientDir, port: 0 });
const lhci = spawn(
  'lhci',
  ['autorun', ...routes.map((route) => `--collect.url=${site.url}${route}`), ...options],
  { cwd: siteDir, stdio: 'inherit' },
);
lhci.once('exit', (code) => {
  process.exitCode = code ?? 1;
  void site.close();
});

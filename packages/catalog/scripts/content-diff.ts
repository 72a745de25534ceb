/**
 * `npm run catalog:diff -- <base> [<head>]`: what changes in the content between two commits
 * (the working tree when <head> is left out), in French, as Markdown for the pull request's summary.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadResult } from '../src/load.ts';
import { contentSnapshot, describeChanges } from '../src/content-diff.ts';

const packageDir = join(import.meta.dirname, '..');
const repoDir = join(packageDir, '..', '..');
const [base, head] = process.argv.slice(2);
if (!base) {
  console.error('usage: npm run catalog:diff -- <base commit> [<head commit>]');
  process.exit(2);
}

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repoDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

const commitOf = (ref: string) => {
  try {
    return git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  } catch {
    console.error(
      `« ${ref} » n’est pas une version connue de ce dépôt : donnez une branche, un tag ou un commit (par exemple main ou HEAD~1) ; pour origin/…, lancez d’abord git fetch origin.`,
    );
    process.exit(2);
  }
};
const [baseSha, headSha] = [commitOf(base), head === undefined ? undefined : commitOf(head)];

/** The catalog of a commit: its packages/catalog, copied out of git and loaded with its own code. */
async function loadAt(sha: string | undefined): Promise<LoadResult> {
  if (!sha) return (await import('../src/load.ts')).loadCatalog();
  const dir = join(repoDir, 'node_modules', '.cache', 'catalog-diff', sha);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${sha} packages/catalog | tar -x -C "${dir}"`], {
    cwd: repoDir,
  });
  const catalogDir = join(dir, 'packages', 'catalog');
  execFileSync(process.execPath, [
    join(repoDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(catalogDir, 'scripts', 'generate-articles.ts'),
  ]);
  const module = (await import(pathToFileURL(join(catalogDir, 'src', 'load.ts')).href)) as {
    loadCatalog: () => LoadResult;
  };
  return module.loadCatalog();
}

const [before, after] = [await loadAt(baseSha), await loadAt(headSha)];
const label = (ref: string | undefined) =>
  ref ? git('rev-parse', '--short', ref).trim() : 'copie de travail';
console.log(`## Modifications du contenu (${label(base)} → ${label(head)})`);
if (!before.catalog || !after.catalog) {
  const which = !after.catalog ? label(head) : label(base);
  console.log(
    `\nLe contenu de ${which} ne se charge pas : npm run catalog:check dit ce qu’il faut corriger.`,
  );
  process.exit(after.catalog ? 0 : 1);
}
for (const line of describeChanges(contentSnapshot(before.catalog), contentSnapshot(after.catalog)))
  console.log(line);

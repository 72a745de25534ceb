/**
 * `npm run visual:diff -- [base]`: builds the base and the working tree, pictures both in the same
 * Chromium, compares them and writes visual-report/index.html (and summary.md for CI). Prints one
 * line per picture that differs; exits 1 when any differs, 0 when none, 2 when it could not compare.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startSite } from '../../site/server/serve.ts';
import { CHROMIUM, requireChromium } from '../chromium.ts';
import { type Labels, type Target, capturePages, captureStories } from './capture.ts';
import { compareTrees } from './compare.ts';
import { type Named, isDifferent, reportHtml, summaryMarkdown, terminalLines } from './report.ts';
import { buildTree, checkoutBase, defaultBase, resolveCommit } from './trees.ts';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'visual-report');
const workers = Number(process.env['VISUAL_WORKERS'] ?? 2);
const started = Date.now();
const log = (line: string) =>
  console.error(
    `[visual:diff ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`,
  );

/** Each picture's human name by its file, and the pictures that could not be taken. */
const labels: Labels = {};
const failures: string[] = [];

async function picture(name: string, tree: string, storybookDir: string) {
  log(`${name} : construction`);
  buildTree(tree, storybookDir);
  const siteDir = join(tree, 'site/dist/client');
  const [site, storybook] = await Promise.all([
    startSite({ clientDir: siteDir, port: 0 }),
    startSite({ clientDir: storybookDir, port: 0 }),
  ]);
  const target: Target = {
    siteUrl: site.url,
    storybookUrl: `${storybook.url}/`,
    siteDir,
    storybookDir,
  };
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--font-render-hinting=none'],
  });
  const shots = { browser, target, outDir: join(outDir, name), workers, failures };
  try {
    for (const [what, capture] of [
      ['pages', capturePages],
      ['composants', captureStories],
    ] as const) {
      log(`${name} : photos des ${what}`);
      Object.assign(labels, await capture(shots));
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), storybook.close()]);
  }
}

async function main(): Promise<number> {
  // Before the builds: without a browser the comparison cannot be made (exit 2).
  requireChromium(2);
  const ref = process.argv[2] ?? defaultBase(root);
  const commit = resolveCommit(root, ref);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'visual-diff-'));
  log(`base ${ref} (${commit.slice(0, 10)}) dans un worktree temporaire`);
  const base = checkoutBase(root, commit);
  const cleanUp = () => {
    base.remove();
    rmSync(scratch, { recursive: true, force: true });
  };
  // Ctrl-C or a cancelled CI job: the temporary worktree goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  log(
    `dépendances de la base : ${base.dependencies === 'linked' ? 'liées (même package-lock.json)' : 'installées (npm ci)'}`,
  );
  try {
    await picture('base', base.dir, join(scratch, 'base-storybook'));
    await picture('new', root, join(scratch, 'new-storybook'));
  } finally {
    cleanUp();
  }
  const results: Named[] = compareTrees(
    join(outDir, 'base'),
    join(outDir, 'new'),
    join(outDir, 'diff'),
  ).map((result) => ({ ...result, label: labels[result.file] ?? result.file }));
  writeFileSync(join(outDir, 'index.html'), reportHtml(results, ref));
  const unmade = failures.map((failure) => `- ${failure}`).join('\n');
  writeFileSync(
    join(outDir, 'summary.md'),
    summaryMarkdown(results) + (unmade ? `\n## Images impossibles à prendre\n\n${unmade}\n` : ''),
  );
  for (const line of terminalLines(results)) console.log(line);
  const different = results.filter(isDifferent).length;
  log(`${results.length} images comparées, ${different} à relire : ${join(outDir, 'index.html')}`);
  if (failures.length > 0) {
    console.error(`Images impossibles à prendre :\n${unmade}`);
    return 2;
  }
  return different > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);

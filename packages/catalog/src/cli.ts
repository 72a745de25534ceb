/**
 * `npm run catalog:check` — validates the catalog and runs every consistency check.
 * Prints each problem as `file → entry → field: message` and exits 1 if there is any.
 * `--release` also lists every placeholder still present and fails while any remain.
 */
import { runChecks } from './checks/index.ts';
import { loadCatalog } from './load.ts';
import { listPlaceholders } from './placeholders.ts';
import { formatProblem } from './problems.ts';

const release = process.argv.includes('--release');
const { catalog, problems } = loadCatalog();
const all = catalog ? [...problems, ...runChecks(catalog)] : problems;

for (const problem of all) console.error(`✗ ${formatProblem(problem)}`);

if (!catalog || all.length > 0) {
  console.error(
    `\ncatalog: ${all.length} problem(s). Each line reads: file → entry → field: what was expected, what was found.`,
  );
  process.exit(1);
}

const placeholders = listPlaceholders(catalog);
const counts = new Map<string, number>();
for (const placeholder of placeholders)
  counts.set(placeholder.kind, (counts.get(placeholder.kind) ?? 0) + 1);
const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');

console.log(
  `catalog: ok — ${catalog.routes.length} routes, ${catalog.treatmentPages.length} treatment pages, ${catalog.articles.length} articles, 0 problems.`,
);
if (release) {
  for (const placeholder of placeholders) {
    console.error(
      `placeholder: ${placeholder.kind}: ${placeholder.file} → ${placeholder.where}: ${placeholder.value}`,
    );
  }
  if (placeholders.length > 0) {
    console.error(
      `\nrelease: ${placeholders.length} placeholder(s) remain (${summary}). The clinic must supply them before release.`,
    );
    process.exit(1);
  }
  console.log('release: no placeholder remains.');
} else if (placeholders.length > 0) {
  console.log(
    `placeholders: ${placeholders.length} (${summary}); run with --release to list them.`,
  );
}

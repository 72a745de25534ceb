/** Imported by src/cli.ts after the syntax check. */
import { runChecks } from './checks/index.ts';
import { loadCatalog } from './load.ts';
import { listPlaceholders } from './placeholders.ts';
import { formatProblem } from './problems.ts';
import { releaseReport } from './release-report.ts';

export function report(release: boolean): number {
  const { catalog, problems } = loadCatalog();
  const all = catalog ? [...problems, ...runChecks(catalog)] : problems;

  for (const problem of all) console.error(`✗ ${formatProblem(problem)}`);

  if (!catalog || all.length > 0) {
    console.error(
      `\ncatalog: ${all.length} problem(s). Each line reads: file → entry → field: what was expected, what was found.`,
    );
    return 1;
  }

  console.log(
    `catalog: ok — ${catalog.routes.length} routes, ${catalog.treatmentPages.length} treatment pages, ${catalog.articles.length} articles, 0 problems.`,
  );
  if (release) {
    const { lines, placeholders } = releaseReport(catalog);
    for (const text of lines) console.log(text);
    return placeholders > 0 ? 1 : 0;
  }
  const placeholders = listPlaceholders(catalog).length;
  if (placeholders > 0)
    console.log(
      `placeholders: ${placeholders}; npm run catalog:release-check lists them, with who supplies each.`,
    );
  return 0;
}

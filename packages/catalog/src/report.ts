/** Imported by src/cli.ts after the syntax check. */
import { type CheckContext, defaultContext, runChecks } from './checks/index.ts';
import { linkProblems } from './checks/references.ts';
import { type LoadResult, loadCatalog } from './load.ts';
import { listPlaceholders } from './placeholders.ts';
import { type Problem, formatProblem } from './problems.ts';
import { releaseReport } from './release-report.ts';
import { specDifferences } from './spec-facts.ts';

/** Every problem of one run: a file that does not validate stops the checks that read the whole catalog, not the links. */
export function checkAll(
  { catalog, problems, linked }: LoadResult,
  context: CheckContext = defaultContext,
): Problem[] {
  const more = catalog ? runChecks(catalog, context) : linked ? linkProblems(linked, context) : [];
  return [...problems, ...more];
}

export function report(release: boolean): number {
  const loaded = loadCatalog();
  const { catalog } = loaded;
  const all = checkAll(loaded);

  for (const problem of all) console.error(`✗ ${formatProblem(problem)}`);

  if (!catalog || all.length > 0) {
    console.error(
      `\ncatalogue : ${all.length} problème(s). Chaque ligne se lit : fichier → entrée → champ : ce qui était attendu, ce qui a été trouvé.`,
    );
    return 1;
  }

  console.log(
    `catalogue : ok — ${catalog.routes.length} pages, dont ${catalog.treatmentPages.length} pages de soin et ${catalog.articles.length} articles, aucun problème.`,
  );
  if (release) {
    const { lines, placeholders } = releaseReport(catalog);
    for (const text of [...lines, '', ...specDifferences(catalog)]) console.log(text);
    return placeholders > 0 ? 1 : 0;
  }
  const placeholders = listPlaceholders(catalog).length;
  if (placeholders > 0)
    console.log(
      `valeurs provisoires : ${placeholders} ; npm run catalog:release-check les liste, avec qui doit fournir chacune.`,
    );
  return 0;
}

/** Imported by src/cli.ts after the syntax check. */
import { type CheckContext, defaultContext, runChecks } from './checks/index.ts';
import { linkProblems } from './checks/references.ts';
import { deontologyItems } from './deontology.ts';
import { type CatalogData, type LoadResult, loadCatalog } from './load.ts';
import {
  type Placeholder,
  type Supplier,
  listPlaceholders,
  placeholderKinds,
  supplierOf,
} from './placeholders.ts';
import { type Problem, formatProblem } from './problems.ts';
import { LEGAL_PLACEHOLDER_PREFIX } from './schemas/legal.ts';
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

const SUPPLIERS: Record<Supplier, string> = {
  clinic: 'À fournir par la clinique',
  lawyer: 'À fournir par l’avocat ou le juriste de la clinique',
  designer: 'À fournir par le graphiste (illustrations provisoires à remplacer)',
};

function line(placeholder: Placeholder): string {
  if (placeholder.kind === 'illustration')
    return `${placeholder.value} : ${placeholder.alt ?? 'sans texte alternatif'} (utilisée par ${placeholder.where})`;
  const value = placeholder.value.startsWith(LEGAL_PLACEHOLDER_PREFIX)
    ? placeholder.value.slice(LEGAL_PLACEHOLDER_PREFIX.length).replace(/^\s*:?\s*/, '')
    : `aujourd’hui « ${placeholder.value} »`;
  return `${placeholder.file} → ${placeholder.where} : ${value}`;
}

export function releaseReport(catalog: CatalogData): { lines: string[]; placeholders: number } {
  const placeholders = listPlaceholders(catalog);
  const lines = [
    placeholders.length > 0
      ? `Mise en ligne : ${placeholders.length} valeur(s) provisoire(s) restent à remplacer.`
      : 'Mise en ligne : aucune valeur provisoire ne reste.',
  ];
  for (const supplier of Object.keys(SUPPLIERS) as Supplier[]) {
    const mine = placeholders.filter((item) => supplierOf(item) === supplier);
    if (mine.length === 0) continue;
    lines.push('', `${SUPPLIERS[supplier]} (${mine.length})`);
    for (const [kind, heading] of Object.entries(placeholderKinds)) {
      const ofKind = mine.filter((item) => item.kind === kind);
      if (ofKind.length === 0) continue;
      lines.push(`  ${heading} (${ofKind.length})`);
      for (const item of ofKind) lines.push(`    - ${line(item)}`);
    }
  }
  const items = deontologyItems(catalog);
  if (items.length > 0) {
    lines.push(
      '',
      `Déontologie : à confirmer par le médecin avant la mise en ligne (${items.length}) — règles de la profession médicale (pas de publicité, pas d’affirmation trompeuse)`,
    );
    for (const kind of [...new Set(items.map((item) => item.kind))]) {
      const ofKind = items.filter((item) => item.kind === kind);
      lines.push(`  ${kind[0]?.toUpperCase()}${kind.slice(1)} (${ofKind.length})`);
      for (const item of ofKind) {
        const value = item.value.length > 80 ? `${item.value.slice(0, 77)}…` : item.value;
        lines.push(
          `    - ${item.shownOn.join(', ')} : « ${value} » (${item.file} → ${item.where})`,
        );
      }
    }
  }
  return { lines, placeholders: placeholders.length };
}

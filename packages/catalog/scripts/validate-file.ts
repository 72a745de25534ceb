/**
 * Validates one data file against one schema, after resolving variant references:
 *   npx tsx packages/catalog/scripts/validate-file.ts data/treatments/hydrafacial.ts TreatmentPage
 * Used while writing data; `npm run catalog:check` checks everything.
 */
import * as v from 'valibot';
import * as entities from '../src/schemas/entities.ts';
import * as pages from '../src/schemas/pages.ts';
import * as site from '../src/schemas/site.ts';
import variantsData from '../src/data/variants.ts';
import { resolveVariants } from '../src/variant-references.ts';
import { formatProblem, issuesToProblems } from '../src/problems.ts';
import { explainForEditors } from '../src/editor-messages.ts';

const [file, schemaName] = process.argv.slice(2);
if (!file || !schemaName) {
  console.error('usage: validate-file.ts data/<file>.ts <SchemaName>');
  process.exit(2);
}
const schemas: Record<string, unknown> = { ...entities, ...pages, ...site };
const schema = schemas[schemaName] as v.GenericSchema | undefined;
if (!schema) {
  console.error(`unknown schema ${schemaName}`);
  process.exit(2);
}
const variants = v.parse(site.Variants, variantsData);
const module = (await import(new URL(`../src/${file}`, import.meta.url).href)) as {
  default: unknown;
};
const resolved = resolveVariants(file, module.default, variants);
for (const u of resolved.unresolved)
  console.error(`${u.file} → ${u.path}: unknown variant "${u.reference}"`);
const result = v.safeParse(schema, resolved.data);
if (!result.success) {
  for (const problem of issuesToProblems(file, resolved.data, result.issues, explainForEditors))
    console.error(formatProblem(problem));
  process.exit(1);
}
console.log(
  `${file}: valid ${schemaName}${resolved.uses.length ? `, variants used: ${resolved.uses.map((u) => `${u.variant}.${u.reading}`).join(', ')}` : ''}`,
);

/** Validates one data file against its schema, after resolving its variant readings. */
import * as v from 'valibot';
import { explainForEditors } from './editor-messages.ts';
import { type Problem, error, issuesToProblems } from './problems.ts';
import type { Variants } from './schemas/site.ts';
import type { Source } from './sources.ts';
import { resolveVariants, type VariantUse } from './variant-references.ts';

export function validateSource<S extends v.GenericSchema>(
  source: Source<S>,
  variants: v.InferOutput<typeof Variants> | undefined,
  problems: Problem[],
  uses: VariantUse[],
): v.InferOutput<S> | undefined {
  let data = source.data;
  if (variants) {
    const resolved = resolveVariants(source.file, source.data, variants);
    data = resolved.data;
    uses.push(...resolved.uses);
    for (const missing of resolved.unresolved) {
      const message = `lecture de variante inconnue « ${missing.reference} » (attendu « nom.lecture » de src/data/variants.ts)`;
      problems.push(error(source.file, missing.path, 'variant', message));
    }
  }
  const result = v.safeParse(source.schema, data);
  if (!result.success) {
    problems.push(...issuesToProblems(source.file, data, result.issues, explainForEditors));
    return undefined;
  }
  return result.output;
}

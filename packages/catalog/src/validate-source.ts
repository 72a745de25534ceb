/** Validates one data file against its schema, after resolving its variant readings. */
import * as v from 'valibot';
import { explainForEditors, nearest } from './editor-messages.ts';
import { type Explain, type Problem, error, issuesToProblems, namedPath } from './problems.ts';
import type { Variants } from './schemas/site.ts';
import type { Source } from './sources.ts';
import {
  type Readings,
  type VariantUse,
  isReference,
  resolveVariants,
} from './variant-references.ts';

/**
 * `variants`: the validated variants; or, when src/data/variants.ts has a mistake of its own, the
 * readings as written (`written`): a reference is then checked to exist but not replaced, so that a
 * file that refers to the variants is named for its own mistakes only, the variants file's lines
 * saying what is wrong there.
 */
export function validateSource<S extends v.GenericSchema>(
  source: Source<S>,
  variants: v.InferOutput<typeof Variants> | Readings | undefined,
  problems: Problem[],
  uses: VariantUse[],
  written = false,
  explain: Explain = explainForEditors,
): v.InferOutput<S> | undefined {
  let data = source.data;
  if (variants) {
    const readings = variants as Readings;
    const resolved = resolveVariants(source.file, source.data, readings);
    if (!written) {
      data = resolved.data;
      uses.push(...resolved.uses);
    }
    for (const missing of resolved.unresolved)
      problems.push(
        error(
          source.file,
          namedPath(source.data, missing.path),
          'variant',
          unknownReading(missing.reference, readings),
        ),
      );
  }
  const result = v.safeParse(source.schema, data);
  if (!result.success) {
    // A reference still there is named by the line above, or by the variants file's own lines.
    const issues = result.issues.filter(
      (issue) => !isReference(issue.input) && !issue.path?.some((item) => isReference(item.value)),
    );
    problems.push(...issuesToProblems(source.file, data, issues, explain));
    return undefined;
  }
  return result.output;
}

const VARIANTS_FILE = 'src/data/variants.ts';

/** A reference to a reading src/data/variants.ts does not have (misspelt, or removed). */
function unknownReading(reference: string, variants: Readings): string {
  const [name = '', reading = ''] = reference.split('.');
  const known = Object.entries(variants).flatMap(([variant, item]) =>
    Object.entries(item?.readings ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key]) => `${variant}.${key}`),
  );
  const near = nearest(reference, known, Math.max(2, Math.floor(reference.length / 5)));
  const meant = near ? `vouliez-vous dire « ${near} » ? Sinon, ` : '';
  const missing = variants[name]
    ? `la variante ${name} n’a pas de lecture « ${reading} »`
    : `${VARIANTS_FILE} n’a pas de variante « ${name} »`;
  return `attendu une lecture de ${VARIANTS_FILE}, trouvé « ${reference} » (${missing}) : ${meant}écrivez ici la valeur elle-même (un prix, une durée, un texte) à la place de { variant: '${reference}' }`;
}

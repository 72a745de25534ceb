export interface VariantUse {
  file: string;
  path: string;
  variant: string;
  reading: string;
}

/** The variants, validated or as written (a variant or a reading may then be missing). */
export type Readings = Record<
  string,
  { readings?: Record<string, { value: unknown } | undefined> } | undefined
>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isReference = (value: unknown): value is { variant: string } =>
  isRecord(value) && Object.keys(value).length === 1 && typeof value.variant === 'string';

/** A copy of `value`, parents before children; a node `replace` changes is not descended into. */
export function mapTree(
  value: unknown,
  replace: (value: unknown, path: string) => unknown,
  path = '',
): unknown {
  const replaced = replace(value, path);
  if (replaced !== value) return replaced;
  if (Array.isArray(value))
    return value.map((item, index) => mapTree(item, replace, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      mapTree(item, replace, path ? `${path}.${key}` : key),
    ]),
  );
}

export function resolveVariants(file: string, data: unknown, variants: Readings) {
  const uses: VariantUse[] = [];
  const unresolved: { file: string; path: string; reference: string }[] = [];
  const resolved = mapTree(data, (value, path) => {
    if (!isReference(value)) return value;
    const [variant = '', reading = ''] = value.variant.split('.');
    const found = variants[variant]?.readings?.[reading];
    if (!isRecord(found) || !('value' in found)) {
      unresolved.push({ file, path, reference: value.variant });
      return value;
    }
    uses.push({ file, path, variant, reading });
    return structuredClone(found.value);
  });
  return { data: resolved, uses, unresolved };
}

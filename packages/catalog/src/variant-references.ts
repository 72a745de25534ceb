export interface VariantUse {
  file: string;
  path: string;
  variant: string;
  reading: string;
}

export interface UnresolvedVariant {
  file: string;
  path: string;
  reference: string;
}

type Readings = Record<string, { readings: Record<string, { value: unknown }> }>;

function isReference(value: unknown): value is { variant: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { variant?: unknown }).variant === 'string'
  );
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

export function resolveVariants(
  file: string,
  data: unknown,
  variants: Readings,
): { data: unknown; uses: VariantUse[]; unresolved: UnresolvedVariant[] } {
  const uses: VariantUse[] = [];
  const unresolved: UnresolvedVariant[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isReference(value)) {
      const [variant = '', reading = ''] = value.variant.split('.');
      const found = variants[variant]?.readings[reading];
      if (!found) {
        unresolved.push({ file, path, reference: value.variant });
        return value;
      }
      uses.push({ file, path, variant, reading });
      return structuredClone(found.value);
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, join(path, index)));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, join(path, key))]),
      );
    }
    return value;
  };
  return { data: walk(data, ''), uses, unresolved };
}

import type * as v from 'valibot';

/** One problem found in the catalog, printed as `file → entry → field: message (expected …, found …)`. */
export interface Problem {
  file: string;
  /** The entry, e.g. `rows[2] (Cou)` or `hydrafacial`; empty for the whole file. */
  entry: string;
  field: string;
  message: string;
  severity: 'error' | 'warning';
}

export function formatProblem(problem: Problem): string {
  const parts = [problem.file, problem.entry, problem.field].filter((part) => part !== '');
  return `${parts.join(' → ')}: ${problem.message}`;
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

/** A readable name for an entry of a list: its id, slug, zone, title or question. */
function entryName(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  for (const key of ['id', 'slug', 'zone', 'title', 'name', 'question', 'label']) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** Turns valibot issues into problems whose entry names the list items on the way (`rows[2] (Cou)`). */
export function issuesToProblems(
  file: string,
  data: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): Problem[] {
  return issues.map((issue) => {
    const segments: string[] = [];
    let current: unknown = data;
    const path = issue.path ?? [];
    path.forEach((item) => {
      const key = item.key as string | number;
      if (typeof key === 'number') {
        const name = entryName((current as unknown[] | undefined)?.[key]);
        segments.push(`[${key}]${name ? ` (${name})` : ''}`);
      } else {
        segments.push(`.${key}`);
      }
      current = (current as Record<string | number, unknown> | undefined)?.[key];
    });
    const last = segments.at(-1);
    const field = last?.startsWith('.') ? last.slice(1) : '';
    const entry = (field ? segments.slice(0, -1) : segments).join('').replace(/^\./, '');
    if (issue.type === 'strict_object' && issue.expected === 'never') {
      // A key the schema does not know: misspelt, or a value the catalog computes itself.
      return {
        file,
        entry,
        field,
        message: 'expected no such field (misspelt, or computed by the catalog), found one',
        severity: 'error' as const,
      };
    }
    const expected =
      issue.expected && !issue.message.includes('expected') ? ` (expected ${issue.expected})` : '';
    return {
      file,
      entry,
      field,
      message: `${issue.message}${expected}, found ${describe(issue.input)}`,
      severity: 'error' as const,
    };
  });
}

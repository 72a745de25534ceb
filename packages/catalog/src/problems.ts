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

/** A valibot issue placed in the data: its entry and field, the object holding it and its list. */
export interface Located {
  issue: v.BaseIssue<unknown>;
  entry: string;
  field: string;
  parent: unknown;
  /** The other entries of the list holding `parent`, when there is one. */
  siblings: unknown[];
}

function locate(data: unknown, issue: v.BaseIssue<unknown>): Located {
  const segments: string[] = [];
  const chain: unknown[] = [data];
  let current: unknown = data;
  for (const item of issue.path ?? []) {
    const key = item.key as string | number;
    if (typeof key === 'number') {
      const name = entryName((current as unknown[] | undefined)?.[key]);
      segments.push(`[${key}]${name ? ` (${name})` : ''}`);
    } else {
      segments.push(`.${key}`);
    }
    current = (current as Record<string | number, unknown> | undefined)?.[key];
    chain.push(current);
  }
  const last = segments.at(-1);
  const field = last?.startsWith('.') ? last.slice(1) : '';
  const entry = (field ? segments.slice(0, -1) : segments).join('').replace(/^\./, '');
  const parent = field ? chain.at(-2) : undefined;
  const list = field ? chain.at(-3) : undefined;
  return { issue, entry, field, parent, siblings: Array.isArray(list) ? list : [] };
}

/**
 * Words for one issue, given all of the file's: a message, `null` when another line already says
 * it, `undefined` for the plain message (src/editor-messages.ts gives the check's words).
 */
export type Explain = (at: Located, all: readonly Located[]) => string | null | undefined;

/** The plain words of an issue: valibot's message, what was expected and what was found. */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return 'expected no such field (misspelt, or computed by the catalog), found one';
  const expected =
    issue.expected && !issue.message.includes('expected') ? ` (expected ${issue.expected})` : '';
  return `${issue.message}${expected}, found ${describe(issue.input)}`;
}

/** Turns valibot issues into problems whose entry names the list items on the way (`rows[2] (Cou)`). */
export function issuesToProblems(
  file: string,
  data: unknown,
  issues: readonly v.BaseIssue<unknown>[],
  explain?: Explain,
): Problem[] {
  const located = issues.map((issue) => locate(data, issue));
  return located.flatMap((at) => {
    const words = explain?.(at, located);
    if (words === null) return [];
    const message = words ?? plainMessage(at.issue);
    return [{ file, entry: at.entry, field: at.field, message, severity: 'error' as const }];
  });
}

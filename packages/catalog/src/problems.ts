import type * as v from 'valibot';

export interface Problem {
  file: string;
  entry: string;
  field: string;
  message: string;
  /** The line of the file, when the check can tell it. */
  line?: number;
}

export function error(file: string, entry: string, field: string, message: string): Problem {
  return { file, entry, field, message };
}

export function formatProblem(problem: Problem): string {
  const file = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const parts = [file, problem.entry, problem.field].filter((part) => part !== '');
  return `${parts.join(' → ')} : ${problem.message}`;
}

/** What a module that loads the catalog throws when it is broken: `catalog:check`'s lines. */
export function catalogError(problems: readonly Problem[]): Error {
  return new Error(
    `Le catalogue a ${problems.length} problème(s) ; lancez npm run catalog:check.\n${problems.map(formatProblem).join('\n')}`,
  );
}

function describe(value: unknown): string {
  if (typeof value === 'string')
    return `« ${value.length > 60 ? `${value.slice(0, 57)}…` : value} »`;
  if (value === undefined) return 'rien';
  if (Array.isArray(value)) return `une liste de ${value.length}`;
  if (typeof value === 'object' && value !== null) {
    // A small object of numbers (a range) is shown as written: « { min: 350, max: 90 } ».
    const entries = Object.entries(value);
    const small = entries.length <= 3 && entries.every(([, field]) => typeof field === 'number');
    return small
      ? `{ ${entries.map(([key, field]) => `${key}: ${field}`).join(', ')} }`
      : 'un objet';
  }
  return String(value);
}

function entryName(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  for (const key of ['id', 'slug', 'zone', 'title', 'name', 'question', 'label']) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/**
 * A path as the walkers write it (`items[15].answer`) as the check's lines name an entry: each list
 * position with the entry's name (`items[15] (Comment venir ?).answer`).
 */
export function namedPath(data: unknown, path: string): string {
  let node: unknown = data;
  let named = '';
  for (const [, key, index] of path.matchAll(/\.?([^.[\]]+)|\[(\d+)\]/g)) {
    const step = index === undefined ? key : Number(index);
    node = (node as Record<string | number, unknown> | undefined)?.[step as string | number];
    if (typeof step === 'number') {
      const name = entryName(node);
      named += `[${step}]${name ? ` (${name.length > 50 ? `${name.slice(0, 49)}…` : name})` : ''}`;
    } else named += named ? `.${step}` : step;
  }
  return named;
}

export interface Located {
  issue: v.BaseIssue<unknown>;
  entry: string;
  field: string;
  parent: unknown;
  siblings: unknown[];
}

function locate(data: unknown, issue: v.BaseIssue<unknown>): Located {
  const segments: string[] = [];
  const chain: unknown[] = [data];
  for (const item of issue.path ?? []) {
    const key = item.key as string | number;
    const child = (chain.at(-1) as Record<string | number, unknown> | undefined)?.[key];
    const name = typeof key === 'number' ? entryName(child) : undefined;
    segments.push(typeof key === 'number' ? `[${key}]${name ? ` (${name})` : ''}` : `.${key}`);
    chain.push(child);
  }
  const last = segments.at(-1);
  const field = last?.startsWith('.') ? last.slice(1) : '';
  const entry = (field ? segments.slice(0, -1) : segments).join('').replace(/^\./, '');
  const parent = field ? chain.at(-2) : undefined;
  const list = field ? chain.at(-3) : undefined;
  return { issue, entry, field, parent, siblings: Array.isArray(list) ? list : [] };
}

/** `null` when another line already says it, `undefined` for the plain message. */
export type Explain = (at: Located, all: readonly Located[]) => string | null | undefined;

export const isUnknownKey = (issue: v.BaseIssue<unknown>) =>
  issue.type === 'strict_object' && issue.expected === 'never';

const VALIBOT_TYPES: Record<string, string> = {
  number: 'un nombre',
  string: 'un texte',
  boolean: 'true ou false',
  Array: 'une liste',
  Object: 'un objet',
};

/** valibot's `("panel" | "anchor")` or `(6 | 12)` as words: « panel » ou « anchor », 6 ou 12. */
function choices(expected: string): string {
  const options = /^\(?((?:"[^"]*"|\d+)(?:\s*\|\s*(?:"[^"]*"|\d+))+)\)?$/.exec(expected)?.[1];
  if (!options) return expected;
  const words = options.split(/\s*\|\s*/).map((option) => option.replace(/^"(.*)"$/, '« $1 »'));
  return `${words.slice(0, -1).join(', ')} ou ${words.at(-1) ?? ''}`;
}

function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (isUnknownKey(issue))
    return 'attendu aucun champ de ce nom (faute de frappe, ou valeur que le catalogue calcule), trouvé un';
  // valibot's own messages are English ("Invalid type: …"): its expected value is said instead.
  const expected = choices(issue.expected ?? '');
  const said = issue.message.startsWith('Invalid ')
    ? `attendu ${VALIBOT_TYPES[expected] ?? (expected || 'une autre valeur')}`
    : issue.message;
  return `${said}, trouvé ${describe(issue.input)}`;
}

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
    return [error(file, at.entry, at.field, message)];
  });
}

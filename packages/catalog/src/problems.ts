import leven from 'leven';
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

/** The closest name among `candidates`, if it is near enough to be a misspelling of `name`. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = leven(name.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  if (best && best.distance <= Math.max(2, Math.floor(name.length / 3))) return best.name;
  // A French name for an English one ("durée" for "duration"): the one candidate it begins like.
  const start = plain(name).slice(0, 3);
  const alike = [...candidates].filter((candidate) => plain(candidate).startsWith(start));
  return start.length === 3 && new Set(alike).size === 1 ? alike[0] : undefined;
}

/** Lower case without accents, to compare names as an editor reads them. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Located {
  issue: v.BaseIssue<unknown>;
  entry: string;
  field: string;
  /** The object holding the field, and the list holding that object when there is one. */
  parent: unknown;
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

const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];

const isMissingKey = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined && issue.message.startsWith('Invalid key');
const isUnknownKey = (issue: v.BaseIssue<unknown>) =>
  issue.type === 'strict_object' && issue.expected === 'never';

/** A price or a number written as text ("80 €", "80"): the fix is to write the number alone. */
const NUMBER_AS_TEXT = /^\s*(\d[\d\s\u202F\u00A0]*)\s*(?:€|euros?)?\s*$/i;

/**
 * Turns valibot issues into problems whose entry names the list items on the way (`rows[2] (Cou)`),
 * in plain words: a missing or unknown field says which name was probably meant.
 */
export function issuesToProblems(
  file: string,
  data: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): Problem[] {
  const located = issues.map((issue) => locate(data, issue));
  const around = (at: Located, test: (issue: v.BaseIssue<unknown>) => boolean) =>
    located.filter((other) => other.entry === at.entry && test(other.issue)).map((o) => o.field);
  // A misspelt field is one mistake: reported once, on the name written, not again as missing.
  const misspelt = (at: Located) =>
    isMissingKey(at.issue) && nearestName(at.field, around(at, isUnknownKey)) !== undefined;
  return located
    .filter((at) => !misspelt(at))
    .map((at) => {
      const { issue, entry, field } = at;
      const problem = (message: string): Problem => ({
        file,
        entry,
        field,
        message,
        severity: 'error',
      });
      if (isUnknownKey(issue)) {
        // Candidates: the fields missing here, then those the other entries of the list have.
        const known = [
          ...around(at, isMissingKey),
          ...at.siblings.flatMap(keysOf).filter((key) => !keysOf(at.parent).includes(key)),
        ];
        const meant = nearestName(field, known);
        const missing = meant !== undefined && around(at, isMissingKey).includes(meant);
        return problem(
          missing
            ? `expected the field "${meant}", found "${field}": did you mean "${meant}"?`
            : meant
              ? `expected no field "${field}" here, found one: did you mean "${meant}"?`
              : `expected no field "${field}" here (misspelt, or a value the catalog computes itself), found one`,
        );
      }
      if (isMissingKey(issue))
        return problem(`expected a field "${field}", found none: this entry needs it`);
      const wantsNumber = /number|euros|minutes/.test(`${issue.expected ?? ''} ${issue.message}`);
      const asText =
        wantsNumber &&
        typeof issue.input === 'string' &&
        NUMBER_AS_TEXT.exec(issue.input)?.[1]?.replace(/\s/g, '');
      const hint = asText ? ` (write the number alone, without quotes or €: ${asText})` : '';
      const expected =
        issue.expected && !issue.message.includes('expected')
          ? ` (expected ${issue.expected})`
          : '';
      return problem(`${issue.message}${expected}, found ${describe(issue.input)}${hint}`);
    });
}

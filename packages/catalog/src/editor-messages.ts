/** The functions keep src/problems.ts's plain messages and do without this module. */
import leven from 'leven';
import type * as v from 'valibot';
import { normalizeForSearch as plain } from './blog.ts';
import { type Explain, type Located, isUnknownKey } from './problems.ts';

/** The candidate nearest `name`, case ignored, if `max` edits or fewer away. */
export function nearest(name: string, candidates: readonly string[], max: number) {
  const [best] = candidates
    .map((item) => ({ item, distance: leven(item.toLowerCase(), name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  return best && best.distance <= max ? best.item : undefined;
}

function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const others = candidates.filter((candidate) => candidate !== name);
  const near = nearest(name, others, Math.max(2, Math.floor(name.length / 3)));
  if (near !== undefined) return near;
  // A French name for an English one ("durée" for "duration"): the one candidate it begins like.
  const start = plain(name).slice(0, 3);
  const alike = [...candidates].filter((candidate) => plain(candidate).startsWith(start));
  return start.length === 3 && new Set(alike).size === 1 ? alike[0] : undefined;
}

const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];

const isMissingKey = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined && issue.message.startsWith('Invalid key');

const NUMBER_AS_TEXT = /^\s*(\d[\d\s\u202F\u00A0]*)\s*(?:€|euros?|min|minutes?|mois)?\s*$/i;

export const explainForEditors: Explain = (at, all) => {
  const { issue, field } = at;
  const around = (test: (issue: v.BaseIssue<unknown>) => boolean) =>
    all
      .filter((other: Located) => other.entry === at.entry && test(other.issue))
      .map((o) => o.field);
  // One field missing and one unknown in the same entry: the same field, written another way
  // (« réponse » for « answer »), whatever the two names look like.
  const [missing, unknown] = [around(isMissingKey), around(isUnknownKey)];
  const paired = missing.length === 1 && unknown.length === 1;
  if (isMissingKey(issue)) {
    // A misspelt field is one mistake: said once, on the name written, not again as missing.
    if (paired || nearestName(field, unknown) !== undefined) return null;
    return `attendu un champ « ${field} », trouvé aucun : cette entrée en a besoin`;
  }
  if (isUnknownKey(issue)) {
    // Candidates: the fields missing here, then those the other entries of the list have.
    const known = [
      ...missing,
      ...at.siblings.flatMap(keysOf).filter((key) => !keysOf(at.parent).includes(key)),
    ];
    const meant = nearestName(field, known) ?? (paired ? missing[0] : undefined);
    if (meant !== undefined && missing.includes(meant))
      return `attendu le champ « ${meant} », trouvé « ${field} » : vouliez-vous dire « ${meant} » ?`;
    return meant
      ? `attendu aucun champ « ${field} » ici, trouvé un : vouliez-vous dire « ${meant} » ?`
      : `attendu aucun champ « ${field} » ici (faute de frappe, ou valeur que le catalogue calcule lui-même), trouvé un`;
  }
  // A list the page is laid out for (ten services, nine links): replaced, not shortened.
  if (issue.type === 'length' && Array.isArray(issue.input))
    return `${issue.message}, trouvé une liste de ${issue.input.length} : la page est mise en page pour ce nombre ; pour retirer un élément, remplacez-le par un autre`;
  const wantsNumber = /nombre|euros|minutes/.test(`${issue.expected ?? ''} ${issue.message}`);
  const asText =
    wantsNumber &&
    typeof issue.input === 'string' &&
    NUMBER_AS_TEXT.exec(issue.input)?.[1]?.replace(/\s/g, '');
  return asText
    ? `${issue.message}, trouvé « ${issue.input} » (écrivez le nombre seul, sans guillemets ni ${/euros/.test(issue.message) ? '€' : 'unité'} : ${asText})`
    : undefined;
};

/**
 * What the comparison tells people: one line per changed picture on the terminal, a French summary
 * for the pull request's run, and one HTML page with base, new and diff side by side.
 */
import type { Comparison, Status } from './compare.ts';

export interface Named extends Comparison {
  /** `/detatouage 375 px`, or a story's `Title › Name`. */
  label: string;
}

const statusWords: Record<Status, [one: string, many: string]> = {
  changed: ['modifiée', 'modifiées'],
  added: ['ajoutée', 'ajoutées'],
  removed: ['retirée', 'retirées'],
  unchanged: ['inchangée', 'inchangées'],
};

export const isDifferent = (result: Comparison) => result.status !== 'unchanged';

const count = (n: number, [one, many]: [string, string]) =>
  `${n} image${n > 1 ? 's' : ''} ${n > 1 ? many : one}`;

/** One line per picture that differs, e.g. `modifiée  /detatouage 375 px (431 pixels)`. */
export function terminalLines(results: readonly Named[]): string[] {
  return results
    .filter(isDifferent)
    .map(
      (result) =>
        `${statusWords[result.status][0].padEnd(9)} ${result.label}${
          result.status === 'changed' ? ` (${result.pixels} pixels)` : ''
        }`,
    );
}

/** The run's summary, in French: « 2 images modifiées : /detatouage 375 px, /detatouage 1280 px ». */
export function summaryMarkdown(results: readonly Named[]): string {
  const different = results.filter(isDifferent);
  if (different.length === 0) {
    return `## Images : aucune modification\n\nLes ${results.length} images sont identiques à celles de la base.\n`;
  }
  const lines = (['changed', 'added', 'removed'] as const).flatMap((status) => {
    const of = different.filter((result) => result.status === status);
    if (of.length === 0) return [];
    return [`${count(of.length, statusWords[status])} :`, ...of.map((r) => `- ${r.label}`), ''];
  });
  return [
    '## Images : à relire',
    '',
    ...lines,
    'Le rapport (base, nouvelle image et différences côte à côte) est dans les artefacts du job, « visual-report ».',
    '',
  ].join('\n');
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

function figure(caption: string, src: string | undefined) {
  return src
    ? `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img loading="lazy" src="${escape(src)}" alt="${caption}"></a></figure>`
    : `<figure><figcaption>${caption}</figcaption><p class="none">aucune</p></figure>`;
}

function entry(result: Named) {
  const base = result.status === 'added' ? undefined : `base/${result.file}`;
  const next = result.status === 'removed' ? undefined : `new/${result.file}`;
  const diff = result.status === 'changed' ? `diff/${result.file}` : undefined;
  const pixels = result.status === 'changed' ? ` · ${result.pixels} pixels` : '';
  return `<section class="${result.status}">
<h2>${escape(result.label)} <small>${statusWords[result.status][0]}${pixels}</small></h2>
<div class="sides">${figure('Base', base)}${figure('Nouvelle', next)}${diff ? figure('Différences', diff) : ''}</div>
</section>`;
}

export function reportHtml(results: readonly Named[], base: string): string {
  const different = results.filter(isDifferent);
  const same = results.filter((result) => !isDifferent(result));
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Images : ${different.length} à relire</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #222; }
section { border-top: 1px solid #ccc; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; } small { font-weight: normal; color: #555; }
.sides { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #999; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.none { color: #555; font-style: italic; }
</style>
</head>
<body>
<h1>Images comparées avec la base ${escape(base)}</h1>
<p>${different.length === 0 ? 'Aucune image ne change.' : `${different.length} image${different.length > 1 ? 's' : ''} à relire, puis ${same.length} inchangée${same.length > 1 ? 's' : ''}.`} En rouge sur la troisième image : les pixels qui diffèrent.</p>
${different.map(entry).join('\n')}
<details><summary>${count(same.length, statusWords.unchanged)}</summary>
<ul>${same.map((result) => `<li><a href="${escape(`new/${result.file}`)}">${escape(result.label)}</a></li>`).join('')}</ul>
</details>
</body>
</html>
`;
}

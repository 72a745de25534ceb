import { requiredLegalSections } from '../legal-pages.ts';
import type { Problem } from '../problems.ts';
import { legalPageSources, sources } from '../sources.ts';
import { monthsIn } from '../stated-prices.ts';
import { legalEntries, walkObjects } from '../walk.ts';
import { type Check, error, kept } from './check.ts';
import { soldValidities } from './vouchers.ts';

export const checkLegalSections: Check = (catalog) =>
  legalEntries(catalog).flatMap(([key, page]) => {
    const file = legalPageSources[key].file;
    const ids = page.sections.map((section) => section.id);
    const repeated = new Set(ids.filter((id, index) => ids.indexOf(id) !== index));
    const problems: Problem[] = [
      ...Object.entries(requiredLegalSections[key])
        .filter(([id]) => !ids.includes(id))
        .map(([id, what]) =>
          error(file, 'sections', 'id', `attendu une section « ${id} » (${what}), trouvé aucune`),
        ),
      ...[...repeated].map((id) =>
        error(
          file,
          'sections',
          'id',
          `attendu des valeurs uniques, trouvé « ${id} » plus d’une fois`,
        ),
      ),
    ];
    walkObjects(page.sections, (node, path) => {
      const href = node.href;
      if (typeof href === 'string' && href.startsWith('#') && !ids.includes(href.slice(1))) {
        problems.push(
          error(
            file,
            `sections${path}`,
            'href',
            `attendu l’ancre d’une section de cette page (${ids.map((id) => `#${id}`).join(', ')}), trouvé « ${href} »`,
          ),
        );
      }
    });
    return problems;
  });

export const checkTermsOfSale: Check = (catalog) => {
  const { version, sections } = catalog.legalPages.cgv;
  const badVersion =
    (!/^\d{4}-\d{2}-\d{2}$/.test(version) || Number.isNaN(Date.parse(version))) &&
    error(
      'src/legal-refs.ts',
      'cgv',
      'version',
      `attendu la date du texte des CGV, par exemple « 2026-11-23 », trouvé « ${version} »`,
    );
  const index = sections.findIndex((section) => section.id === 'validite');
  const section = sections[index];
  if (!section) return kept([badVersion]);
  const stated = new Set(monthsIn(JSON.stringify(section.blocks)).map(({ months }) => months));
  const sold = soldValidities(catalog);
  const months = (set: Set<number>) => [...set].map((n) => `${n} mois`).join(', ');
  const blocks = (message: string) =>
    error(legalPageSources.cgv.file, `sections[${index}] (validite)`, 'blocks', message);
  return kept([
    badVersion,
    ...[...sold]
      .filter((n) => !stated.has(n))
      .map((n) =>
        blocks(
          `attendu la mention de la validité de ${n} mois (${sources.vouchers.file}), trouvé ${months(stated) || 'aucune durée'}`,
        ),
      ),
    ...[...stated]
      .filter((n) => !sold.has(n))
      .map((n) =>
        blocks(
          `attendu seulement les validités des bons vendus (${months(sold)}), trouvé « ${n} mois »`,
        ),
      ),
  ]);
};

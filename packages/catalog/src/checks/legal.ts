import { requiredLegalSections } from '../legal.ts';
import type { Problem } from '../problems.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, walkObjects } from '../walk.ts';
import { type Check, error } from './check.ts';

export const checkLegalSections: Check = (catalog) =>
  legalEntries(catalog).flatMap(([key, page]) => {
    const file = legalPageSources[key].file;
    const ids = page.sections.map((section) => section.id);
    const repeated = new Set(ids.filter((id, index) => ids.indexOf(id) !== index));
    const problems: Problem[] = [
      ...Object.entries(requiredLegalSections[key])
        .filter(([id]) => !ids.includes(id))
        .map(([id, what]) =>
          error(file, 'sections', 'id', `expected a section "${id}" (${what}), found none`),
        ),
      ...[...repeated].map((id) =>
        error(file, 'sections', 'id', `expected unique values, found "${id}" more than once`),
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
            `expected the anchor of a section of this page (${ids.map((id) => `#${id}`).join(', ')}), found "${href}"`,
          ),
        );
      }
    });
    return problems;
  });

const MONTHS_IN_TEXT = /(\d+)\s*mois/g;

export const checkTermsOfSale: Check = (catalog) => {
  const { version, sections } = catalog.legalPages.cgv;
  const problems: Problem[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version) || Number.isNaN(Date.parse(version))) {
    problems.push(
      error(
        'src/legal-refs.ts',
        'cgv',
        'version',
        `expected the date of the CGV text such as "2026-11-23", found "${version}"`,
      ),
    );
  }
  const index = sections.findIndex((section) => section.id === 'validite');
  const section = sections[index];
  if (!section) return problems;
  // Every string of the section's blocks (\s matches the no-break spaces of French typography).
  const text = JSON.stringify(section.blocks);
  const stated = new Set([...text.matchAll(MONTHS_IN_TEXT)].map((match) => Number(match[1])));
  const sold = new Set<number>([
    ...catalog.vouchers.offers.map((offer) => offer.validityMonths),
    catalog.vouchers.custom.validityMonths,
  ]);
  const months = (set: Set<number>) => [...set].map((n) => `${n} mois`).join(', ');
  const blocks = (message: string) =>
    error(legalPageSources.cgv.file, `sections[${index}] (validite)`, 'blocks', message);
  return [
    ...problems,
    ...[...sold]
      .filter((n) => !stated.has(n))
      .map((n) =>
        blocks(
          `expected the validity of ${n} months of ${sources.vouchers.file} to be stated, found ${months(stated) || 'no duration'}`,
        ),
      ),
    ...[...stated]
      .filter((n) => !sold.has(n))
      .map((n) =>
        blocks(
          `expected only validities of the vouchers sold (${months(sold)}), found "${n} mois"`,
        ),
      ),
  ];
};

import { requiredLegalSections } from '../legal.ts';
import type { Problem } from '../problems.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, walkObjects } from '../walk.ts';
import { type Check, duplicates, error } from './check.ts';

export const checkLegalSections: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const [key, page] of legalEntries(catalog)) {
    const file = legalPageSources[key].file;
    const ids = page.sections.map((section) => section.id);
    for (const [id, what] of Object.entries(requiredLegalSections[key])) {
      if (!ids.includes(id)) {
        problems.push(
          error(file, 'sections', 'id', `expected a section "${id}" (${what}), found none`),
        );
      }
    }
    for (const id of duplicates(ids, (item) => item)) {
      problems.push(
        error(file, 'sections', 'id', `expected unique values, found "${id}" more than once`),
      );
    }
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
  }
  return problems;
};

const MONTHS_IN_TEXT = /(\d+)\s*mois/g;

export const checkTermsOfSale: Check = (catalog) => {
  const file = legalPageSources.cgv.file;
  const problems: Problem[] = [];
  const { version } = catalog.legalPages.cgv;
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
  const index = catalog.legalPages.cgv.sections.findIndex((section) => section.id === 'validite');
  const section = catalog.legalPages.cgv.sections[index];
  if (!section) return problems;
  // Every string of the section's blocks (\s matches the no-break spaces of French typography).
  const text = JSON.stringify(section.blocks);
  const stated = new Set([...text.matchAll(MONTHS_IN_TEXT)].map((match) => Number(match[1])));
  const sold = new Set<number>([
    ...catalog.vouchers.offers.map((offer) => offer.validityMonths),
    catalog.vouchers.custom.validityMonths,
  ]);
  const entry = `sections[${index}] (validite)`;
  const months = (set: Set<number>) => [...set].map((n) => `${n} mois`).join(', ');
  const unstated = [...sold].filter((n) => !stated.has(n));
  const unsold = [...stated].filter((n) => !sold.has(n));
  problems.push(
    ...unstated.map((n) =>
      error(
        file,
        entry,
        'blocks',
        `expected the validity of ${n} months of ${sources.vouchers.file} to be stated, found ${months(stated) || 'no duration'}`,
      ),
    ),
    ...unsold.map((n) =>
      error(
        file,
        entry,
        'blocks',
        `expected only validities of the vouchers sold (${months(sold)}), found "${n} mois"`,
      ),
    ),
  );
  return problems;
};

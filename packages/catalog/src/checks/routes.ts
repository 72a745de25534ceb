import { legalPaths } from '../legal.ts';
import { pageRoutePaths } from '../load.ts';
import type { Problem } from '../problems.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

export const checkServiceRoutes: Check = (catalog) => {
  const treatmentIds = catalog.pages.filter((page) => page.kind === 'treatment').map((p) => p.id);
  return catalog.home.services.items.flatMap((service, index) =>
    treatmentIds.includes(service.id)
      ? []
      : [
          error(
            sources.home.file,
            `services.items[${index}] (${service.id})`,
            'id',
            `expected the id of a treatment page, one of ${quoted(treatmentIds)} (its "En savoir plus" would lead to /contact), found "${service.id}"`,
          ),
        ],
  );
};

export const checkMetadata: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const page of catalog.pages) {
    const own = pageRoutePaths(page);
    if (!own.includes(page.data.meta.path)) {
      problems.push(
        error(
          page.file,
          'meta',
          'path',
          `expected the page's own route ${own.length > 1 ? `one of ${quoted(own)}` : quoted(own)}, found "${page.data.meta.path}"`,
        ),
      );
    }
  }
  for (const [key, page] of legalEntries(catalog)) {
    if (page.path !== legalPaths[key]) {
      problems.push(
        error(
          legalPageSources[key].file,
          '',
          'path',
          `expected "${legalPaths[key]}" (the footer links there), found "${page.path}"`,
        ),
      );
    }
  }
  catalog.treatmentPages.forEach((page) => {
    if (page.path !== `/${page.id}`) {
      problems.push(
        error(
          treatmentFile(page),
          '',
          'path',
          `expected "/${page.id}" (the id), found "${page.path}"`,
        ),
      );
    }
  });
  return problems;
};

import { legalPaths } from '../legal.ts';
import { pageRoutePaths } from '../load.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, treatmentFile } from '../walk.ts';
import { type Check, error, kept } from './check.ts';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

export const checkServiceRoutes: Check = (catalog) => {
  const treatmentIds = catalog.pages.filter((page) => page.kind === 'treatment').map((p) => p.id);
  return kept(
    catalog.home.services.items.map(
      (service, index) =>
        !treatmentIds.includes(service.id) &&
        error(
          sources.home.file,
          `services.items[${index}] (${service.id})`,
          'id',
          `expected the id of a treatment page, one of ${quoted(treatmentIds)} (its "En savoir plus" would lead to /contact), found "${service.id}"`,
        ),
    ),
  );
};

export const checkMetadata: Check = (catalog) =>
  kept([
    ...catalog.pages.map((page) => {
      const own = pageRoutePaths(page);
      return (
        !own.includes(page.data.meta.path) &&
        error(
          page.file,
          'meta',
          'path',
          `expected the page's own route ${own.length > 1 ? `one of ${quoted(own)}` : quoted(own)}, found "${page.data.meta.path}"`,
        )
      );
    }),
    ...legalEntries(catalog).map(
      ([key, page]) =>
        page.path !== legalPaths[key] &&
        error(
          legalPageSources[key].file,
          '',
          'path',
          `expected "${legalPaths[key]}" (the footer links there), found "${page.path}"`,
        ),
    ),
    ...catalog.treatmentPages.map(
      (page) =>
        page.path !== `/${page.id}` &&
        error(
          treatmentFile(page),
          '',
          'path',
          `expected "/${page.id}" (the id), found "${page.path}"`,
        ),
    ),
  ]);

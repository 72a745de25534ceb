import { legalPaths } from '../legal-pages.ts';
import { pageRoutePaths } from '../load.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, treatmentFile } from '../walk.ts';
import { type Check, error, kept } from './check.ts';

const quoted = (values: readonly string[]) => values.map((value) => `« ${value} »`).join(', ');

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
          `attendu l’id d’une page de soin, parmi ${quoted(treatmentIds)} (son « En savoir plus » mènerait à /contact), trouvé « ${service.id} »`,
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
          `attendu la route propre à la page, ${own.length > 1 ? `parmi ${quoted(own)}` : quoted(own)}, trouvé « ${page.data.meta.path} »`,
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
          `attendu « ${legalPaths[key]} » (le pied de page y mène), trouvé « ${page.path} »`,
        ),
    ),
    ...catalog.treatmentPages.map(
      (page) =>
        page.path !== `/${page.id}` &&
        error(
          treatmentFile(page),
          '',
          'path',
          `attendu « /${page.id} » (l’id), trouvé « ${page.path} »`,
        ),
    ),
  ]);

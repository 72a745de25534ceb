import { legalPaths } from '../legal-pages.ts';
import { pageRoutePaths } from '../load.ts';
import { articlePath } from '../route-paths.ts';
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

/** A browser tab and a search result show the title: two pages with one cannot be told apart. */
export const checkUniqueTitles: Check = (catalog) => {
  const titled = [
    ...catalog.pages.map((page) => ({
      file: page.file,
      entry: 'meta',
      field: 'title',
      title: page.data.meta.title,
      path: pageRoutePaths(page)[0] ?? '',
    })),
    ...catalog.articles.map((article) => ({
      file: article.file,
      entry: '',
      field: 'seoTitle',
      title: article.seoTitle,
      path: articlePath(article.slug),
    })),
  ];
  const first = new Map<string, (typeof titled)[number]>();
  return kept(
    titled.map((page) => {
      const earlier = first.get(page.title);
      if (earlier === undefined) first.set(page.title, page);
      return (
        earlier !== undefined &&
        error(
          page.file,
          page.entry,
          page.field,
          `attendu un titre propre à la page (l’onglet et les résultats de recherche le montrent), trouvé celui de ${earlier.path} : « ${page.title} »`,
        )
      );
    }),
  );
};

/** The footer's « Nos soins » leads to every treatment page: a page added is added there too. */
export const checkFooterServices: Check = (catalog) => {
  const linked = new Set(catalog.layout.footer.services.map((link) => link.href));
  return catalog.treatmentPages
    .filter((page) => !linked.has(page.path))
    .map((page) =>
      error(
        sources.layout.file,
        'footer',
        'services',
        `attendu un lien vers ${page.path} (${page.name}) dans « ${catalog.layout.footer.servicesTitle} » du pied de page, trouvé absent : ajoutez { label: '${page.name}', href: '${page.path}' } à footer.services`,
      ),
    );
};

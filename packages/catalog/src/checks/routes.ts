/** Pages and routes: every page's metadata names its own route; the home cards lead to pages. */
import { legalPaths } from '../legal.ts';
import type { CatalogData } from '../load.ts';
import type { Problem } from '../problems.ts';
import { serviceRoutes } from '../routes.ts';
import { legalPageSources, sources } from '../sources.ts';
import { legalEntries, treatmentFile } from '../walk.ts';
import { type Check, error } from './check.ts';

export function allRouteMetas(catalog: CatalogData) {
  return [
    catalog.home.meta,
    catalog.about.meta,
    catalog.contact.meta,
    catalog.vouchers.meta,
    catalog.faq.meta,
    catalog.success.meta,
    catalog.contactThanks.meta,
    catalog.blog.meta,
    catalog.soinsVisage.meta,
    catalog.soinsCorps.meta,
    ...catalog.treatmentPages.map((page) => page.meta),
    ...Object.values(catalog.legalPages).map((page) => page.meta),
  ];
}

export const checkServiceRoutes: Check = (catalog) => {
  const routes = new Set(catalog.routes.map((route) => route.path));
  return catalog.home.services.items.flatMap((service, index) => {
    const target = serviceRoutes[service.id];
    if (!target) {
      return [
        error(
          sources.home.file,
          `services.items[${index}] (${service.id})`,
          'id',
          `expected one of ${Object.keys(serviceRoutes)
            .map((id) => `"${id}"`)
            .join(', ')} (its "En savoir plus" would lead to /contact), found "${service.id}"`,
        ),
      ];
    }
    return routes.has(target)
      ? []
      : [
          error(
            sources.home.file,
            `services.items[${index}] (${service.id})`,
            'id',
            `expected the route ${target} to exist, found no such page`,
          ),
        ];
  });
};

/** Every route has metadata whose canonical path is the route itself. */
export const checkMetadata: Check = (catalog) => {
  const problems: Problem[] = [];
  const pairs: { file: string; path: string; metaPath: string }[] = [
    { file: sources.home.file, path: '/', metaPath: catalog.home.meta.path },
    { file: sources.about.file, path: '/a-propos', metaPath: catalog.about.meta.path },
    { file: sources.contact.file, path: '/contact', metaPath: catalog.contact.meta.path },
    { file: sources.vouchers.file, path: '/bons-cadeaux', metaPath: catalog.vouchers.meta.path },
    { file: sources.faq.file, path: '/faq', metaPath: catalog.faq.meta.path },
    { file: sources.success.file, path: '/success', metaPath: catalog.success.meta.path },
    {
      file: sources.contactThanks.file,
      path: '/contact/merci',
      metaPath: catalog.contactThanks.meta.path,
    },
    { file: sources.blog.file, path: '/blog', metaPath: catalog.blog.meta.path },
    {
      file: sources.soinsVisage.file,
      path: catalog.soinsVisage.path,
      metaPath: catalog.soinsVisage.meta.path,
    },
    {
      file: sources.soinsCorps.file,
      path: catalog.soinsCorps.path,
      metaPath: catalog.soinsCorps.meta.path,
    },
    ...catalog.treatmentPages.map((page) => ({
      file: treatmentFile(page),
      path: page.path,
      metaPath: page.meta.path,
    })),
    ...legalEntries(catalog).map(([key, page]) => ({
      file: legalPageSources[key].file,
      path: page.path,
      metaPath: page.meta.path,
    })),
  ];
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
  for (const pair of pairs) {
    if (pair.path !== pair.metaPath) {
      problems.push(
        error(
          pair.file,
          'meta',
          'path',
          `expected the page's own route "${pair.path}", found "${pair.metaPath}"`,
        ),
      );
    }
  }
  if (!catalog.local.paths.includes(catalog.local.meta.path)) {
    problems.push(
      error(
        sources.local.file,
        'meta',
        'path',
        `expected one of ${catalog.local.paths.join(', ')}, found "${catalog.local.meta.path}"`,
      ),
    );
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

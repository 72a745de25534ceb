import { catalog } from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { breadcrumbData, sectionParts } from '../../src/part-data.ts';
import { treatmentSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  const page = catalog.treatmentPages.find((entry) => entry.id === pageContext.routeParams.id);
  if (!page) throw render(404);
  return {
    seo: treatmentSeo(page),
    page,
    breadcrumb: page.breadcrumb ? breadcrumbData(page.path) : undefined,
    parts: sectionParts(),
  };
}

export type Data = ReturnType<typeof data>;

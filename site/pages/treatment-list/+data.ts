import { catalog, treatmentLists } from '@clinique/catalog';
import { telHref } from '@clinique/ui';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { breadcrumbData, sectionParts } from '../../src/part-data.ts';
import { treatmentSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  const page = treatmentLists(catalog).find(
    (entry) => entry.page.id === pageContext.routeParams.id,
  )?.page;
  if (!page) throw render(404);
  return {
    seo: treatmentSeo(page),
    page,
    breadcrumb: breadcrumbData(page.path),
    parts: sectionParts(),
    withZones: page.cards.some((card) => card.zones.length > 0),
    phoneHref: telHref(catalog.contactFacts.phone.visible),
  };
}

export type Data = ReturnType<typeof data>;

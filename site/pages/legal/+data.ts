import {
  type Hero,
  type LegalPageKey,
  catalog,
  fillTemplate,
  formatDate,
  legalPaths,
} from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { bookingLink, breadcrumbData } from '../../src/part-data.ts';
import { pageSeo } from '../../src/seo/page-seo.ts';

function isLegalPageKey(key: string | undefined): key is LegalPageKey {
  return key !== undefined && key in legalPaths;
}

export function data(pageContext: PageContextServer) {
  const key = pageContext.routeParams.id;
  if (!isLegalPageKey(key)) throw render(404);
  const page = catalog.legalPages[key];
  const labels = catalog.interfaceText.legalPage;
  const hero: Hero = {
    badge: catalog.layout.footer.legalNavigationLabel,
    title: page.title,
    intro: page.intro,
    images: [],
    highlights: [],
    booking: false,
  };
  // The CGV show their version (the one each voucher order records), the others their last change.
  const dateLine =
    'version' in page
      ? fillTemplate(labels.version, { date: formatDate(page.version) })
      : fillTemplate(labels.updated, { date: formatDate(page.updated) });
  return {
    seo: pageSeo(page.meta),
    hero,
    breadcrumb: breadcrumbData(page.path),
    booking: bookingLink(),
    legal: { sections: page.sections, dateLine, tableOfContentsLabel: labels.tableOfContents },
  };
}

export type Data = ReturnType<typeof data>;

import {
  type LegalPageKey,
  catalog,
  fillTemplate,
  formatDate,
  legalPaths,
} from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { pageSeo } from '../../src/seo/page-seo.ts';

function isLegalPageKey(key: string | undefined): key is LegalPageKey {
  return key !== undefined && key in legalPaths;
}

export function data(pageContext: PageContextServer) {
  const key = pageContext.routeParams.key;
  if (!isLegalPageKey(key)) throw render(404);
  const page = catalog.legalPages[key];
  const dateLine =
    'version' in page
      ? fillTemplate(page.versionLabel, { date: formatDate(page.version) })
      : fillTemplate(page.updatedLabel, { date: formatDate(page.updated) });
  return { seo: pageSeo(page.meta), page, dateLine };
}

export type Data = ReturnType<typeof data>;

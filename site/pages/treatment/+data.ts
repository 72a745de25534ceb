import { catalog } from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { treatmentSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  const page = catalog.treatmentPages.find((entry) => entry.id === pageContext.routeParams.id);
  if (!page) throw render(404);
  return { seo: treatmentSeo(page), page };
}

export type Data = ReturnType<typeof data>;

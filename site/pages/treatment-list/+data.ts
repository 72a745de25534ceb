import { catalog } from '@clinique/catalog';
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { treatmentListSeo } from '../../src/seo/page-seo.ts';

export function data(pageContext: PageContextServer) {
  const page = [catalog.soinsVisage, catalog.soinsCorps].find(
    (entry) => entry.id === pageContext.routeParams.id,
  );
  if (!page) throw render(404);
  return { seo: treatmentListSeo(page), page };
}

export type Data = ReturnType<typeof data>;

import { catalog } from '@clinique/catalog';
import { bookingLink, breadcrumbData } from '../../src/part-data.ts';
import { pageSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const { faq } = catalog;
  return {
    seo: pageSeo(faq.meta, faq.items),
    faq,
    breadcrumb: breadcrumbData(faq.meta.path),
    booking: bookingLink(),
  };
}

export type Data = ReturnType<typeof data>;

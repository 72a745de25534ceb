import { catalog } from '@clinique/catalog';
import { buildSeo } from '../../src/seo/page-seo.ts';

export function data() {
  return {
    seo: buildSeo(catalog.success.meta),
    success: catalog.success,
    phone: catalog.contactFacts.phone.visible,
  };
}

export type Data = ReturnType<typeof data>;

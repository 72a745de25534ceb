import { catalog } from '@clinique/catalog';
import { buildSeo } from '../../../src/seo/page-seo.ts';

export function data() {
  return {
    seo: buildSeo(catalog.contactThanks.meta),
    contactThanks: catalog.contactThanks,
    contactPath: catalog.contact.meta.path,
  };
}

export type Data = ReturnType<typeof data>;

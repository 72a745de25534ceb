import { catalog } from '@clinique/catalog';
import { contactThanksSeo } from '../../../src/seo/page-seo.ts';

export function data() {
  return {
    seo: contactThanksSeo(),
    contactThanks: catalog.contactThanks,
    contactPath: catalog.contact.meta.path,
  };
}

export type Data = ReturnType<typeof data>;

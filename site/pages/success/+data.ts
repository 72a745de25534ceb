import { catalog } from '@clinique/catalog';
import { successSeo } from '../../src/seo/page-seo.ts';

export function data() {
  return { seo: successSeo(), success: catalog.success, phone: catalog.contactFacts.phone.visible };
}

export type Data = ReturnType<typeof data>;

import { catalog } from '@clinique/catalog';
import { pageSeo } from '../../src/seo/page-seo.ts';

export function data() {
  return { seo: pageSeo(catalog.about.meta) };
}

import { catalog } from '@clinique/catalog';
import { pageSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const { local } = catalog;
  const hairRemoval = catalog.treatmentPages.find((page) => page.path === local.redirectTo);
  return {
    seo: pageSeo(local.meta),
    local,
    images: local.meta.image ? [local.meta.image] : hairRemoval?.hero.images.slice(0, 1),
  };
}

export type Data = ReturnType<typeof data>;

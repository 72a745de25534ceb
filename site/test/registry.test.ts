/**
 * The site follows the catalog's registry of pages (packages/catalog/src/sources.ts): with one more
 * treatment page and one fewer in the registry, and nothing else changed, the prerendered routes,
 * the routing, the sitemap and the breadcrumbs follow. (packages/catalog/test/registry.test.ts shows
 * the routes and the checks follow too.)
 */
import { expect, test, vi } from 'vitest';
import type { PageContext } from 'vike/types';
import type * as catalogModule from '@clinique/catalog';
import { catalog } from '@clinique/catalog';
import { onBeforePrerenderStart } from '../pages/treatment/+onBeforePrerenderStart.ts';
import treatmentRoute from '../pages/treatment/+route.ts';
import { trailTo } from '../src/navigation.ts';
import { treatmentSeo } from '../src/seo/page-seo.ts';
import { sitemapXml } from '../src/site-files.ts';

vi.mock('@clinique/catalog', async (importOriginal) => {
  const real = await importOriginal<typeof catalogModule>();
  const [hydrafacial, ...others] = real.registry.treatmentPageSources;
  if (!hydrafacial) throw new Error('no treatment page in the registry');
  const data = structuredClone(hydrafacial.data) as {
    id: string;
    path: string;
    meta: { path: string };
  };
  Object.assign(data, { id: 'soin-essai', path: '/soin-essai' });
  data.meta.path = '/soin-essai';
  const added = { ...hydrafacial, file: 'src/data/treatments/soin-essai.ts', data };
  // Laser CO2 stays a page, no longer indexed.
  const kept = others
    .filter((source) => !source.file.endsWith('/coolpeel.ts'))
    .map((source) =>
      source.file.endsWith('/laser-co2.ts') && source.page
        ? { ...source, page: { ...source.page, indexed: false } }
        : source,
    );
  const changed = {
    ...real.registry,
    treatmentPageSources: [...kept, hydrafacial, added],
  };
  const loaded = real.loadCatalog(undefined, changed).catalog;
  if (!loaded) throw new Error('the changed registry does not load');
  return { ...real, catalog: loaded };
});

const routeOf = (path: string) => treatmentRoute({ urlPathname: path } as PageContext);

test('a page added to the registry is prerendered, routed, in the sitemap and in breadcrumbs', () => {
  expect(onBeforePrerenderStart().includes('/soin-essai')).toBeTruthy();
  expect(routeOf('/soin-essai')).toEqual({ routeParams: { id: 'soin-essai' } });
  expect(
    sitemapXml(catalog, 'https://a.example').includes('<loc>https://a.example/soin-essai</loc>'),
  ).toBeTruthy();
  expect(trailTo('/soin-essai').map((crumb) => crumb.path)).toEqual(['/', '/soin-essai']);
});

test('a page removed from the registry is neither prerendered, routed nor in the sitemap', () => {
  expect(onBeforePrerenderStart().includes('/coolpeel')).toBeFalsy();
  expect(routeOf('/coolpeel')).toBe(false);
  expect(sitemapXml(catalog, 'https://a.example').includes('/coolpeel<')).toBeFalsy();
  expect(onBeforePrerenderStart().includes('/hydrafacial')).toBeTruthy();
});

test('a page the registry marks `indexed: false` is still served, says noindex and leaves the sitemap', () => {
  const page = catalog.treatmentPages.find((entry) => entry.id === 'laser-co2');
  if (!page) throw new Error('no laser-co2 page in the catalog');
  expect(onBeforePrerenderStart().includes(page.path)).toBeTruthy();
  expect(treatmentSeo(page).robots).toBe('noindex, follow');
  expect(sitemapXml(catalog, 'https://a.example').includes(`${page.path}<`)).toBeFalsy();
  const hydrafacial = catalog.treatmentPages.find((entry) => entry.id === 'hydrafacial');
  if (!hydrafacial) throw new Error('no hydrafacial page in the catalog');
  expect(treatmentSeo(hydrafacial).robots).toBe('index, follow');
});

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

/** The registry's treatment pages by position, whatever the clinic calls them or lists first. */
const roles = vi.hoisted(() => ({ model: '', removed: '', unindexed: '', indexed: '' }));

vi.mock('@clinique/catalog', async (importOriginal) => {
  const real = await importOriginal<typeof catalogModule>();
  const [model, removed, unindexed, ...others] = real.registry.treatmentPageSources;
  if (!model || !removed || !unindexed || !others[0])
    throw new Error('the test needs four treatment pages in the registry');
  const pathOf = (source: { data: unknown }) => (source.data as { path: string }).path;
  Object.assign(roles, {
    model: pathOf(model),
    removed: pathOf(removed),
    unindexed: pathOf(unindexed),
    indexed: pathOf(others[0]),
  });
  const data = structuredClone(model.data) as {
    id: string;
    path: string;
    meta: { path: string };
  };
  Object.assign(data, { id: 'soin-essai', path: '/soin-essai' });
  data.meta.path = '/soin-essai';
  const added = { ...model, file: 'src/data/treatments/soin-essai.ts', data };
  // The second page leaves the registry; the third stays a page, no longer indexed.
  const kept = [
    unindexed.page ? { ...unindexed, page: { ...unindexed.page, indexed: false } } : unindexed,
    ...others,
  ];
  const changed = {
    ...real.registry,
    treatmentPageSources: [model, ...kept, added],
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
  expect(onBeforePrerenderStart().includes(roles.removed)).toBeFalsy();
  expect(routeOf(roles.removed)).toBe(false);
  expect(sitemapXml(catalog, 'https://a.example').includes(`${roles.removed}<`)).toBeFalsy();
  expect(onBeforePrerenderStart().includes(roles.model)).toBeTruthy();
});

test('a page the registry marks `indexed: false` is still served, says noindex and leaves the sitemap', () => {
  const page = catalog.treatmentPages.find((entry) => entry.path === roles.unindexed);
  if (!page) throw new Error(`no page ${roles.unindexed} in the catalog`);
  expect(onBeforePrerenderStart().includes(page.path)).toBeTruthy();
  expect(treatmentSeo(page).robots).toBe('noindex, follow');
  expect(sitemapXml(catalog, 'https://a.example').includes(`${page.path}<`)).toBeFalsy();
  const indexed = catalog.treatmentPages.find((entry) => entry.path === roles.indexed);
  if (!indexed) throw new Error(`no page ${roles.indexed} in the catalog`);
  expect(treatmentSeo(indexed).robots).toBe('index, follow');
});

/**
 * Routing as a browser sees it: the 404 page, clean URLs, the generated site files. Each route's
 * heading and head (title, meta, canonical link, JSON-LD) are checked in the built HTML
 * (site/test/built-pages.test.ts); a11y.spec.ts and treatments.spec.ts load every page in a browser.
 */
import { catalog } from '@clinique/catalog';
import { expect, test, visit } from './fixtures.ts';
import { expectShowsSvg } from './support.ts';

test('unknown paths get the English 404 page, with status 404 and a link home', async ({
  page,
}) => {
  // Unknown /blog/… paths get the blog's own "Article introuvable" page instead (blog.spec.ts).
  for (const path of ['/nope', '/soins-visage/extra', '/soins-visage/extra/blog']) {
    await visit(page, path, 404);
    await expect(page.locator('[lang="en"]').getByRole('heading', { level: 1 })).toHaveText(
      catalog.notFound.title,
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: catalog.notFound.homeLabel }).click();
  await expect(page).toHaveURL('/');
});

test('a trailing slash redirects to the clean URL', async ({ page }) => {
  await visit(page, '/faq/');
  await expect(page).toHaveURL('/faq');
});

test('sitemap.xml and robots.txt come from the catalog; the favicon travels in the page', async ({
  page,
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const route of catalog.routes) {
    const listed = xml.includes(`${route.path === '/' ? '/' : route.path}</loc>`);
    expect(listed, route.path).toBe(route.indexed);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  await visit(page, '/');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expectShowsSvg(page, icon, '/images/brand/favicon.svg');
});

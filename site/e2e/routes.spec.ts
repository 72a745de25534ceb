/** Every route of the catalog answers, shows its heading and carries its SEO head. */
import { catalog } from '@clinique/catalog';
import { NOINDEX_PATHS } from '../src/site-files.ts';
import { documentTitle, mainHeading } from './expectations.ts';
import { expect, freezeTime, test, visit } from './fixtures.ts';

for (const route of catalog.routes) {
  test(`${route.path} answers with its heading and head tags`, async ({ page }) => {
    // Timers (redirect, countdown) stay still: this test looks at the page itself.
    await freezeTime(page);
    await visit(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mainHeading(route));
    await expect(page).toHaveTitle(documentTitle(route));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      documentTitle(route),
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\//,
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.svg$/);
    await expect(head.locator('link[rel="manifest"]')).toHaveCount(1);
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, 'canonical URL').toMatch(/^https?:\/\/[^/]+\//);
    expect(new URL(canonical ?? '').pathname).toBe(
      route.kind === 'local' ? catalog.local.meta.path : route.path,
    );

    const jsonLd = await head.locator('script[type="application/ld+json"]').textContent();
    const types = (JSON.parse(jsonLd ?? '{}') as { '@graph': { '@type': string | string[] }[] })[
      '@graph'
    ].flatMap((node) => node['@type']);
    expect(types).toContain('MedicalBusiness');
    if (route.path !== '/' && !NOINDEX_PATHS.includes(route.path)) {
      expect(types).toContain('BreadcrumbList');
    }
    if (route.kind === 'treatment') expect(types).toContain('MedicalProcedure');
    if (route.kind === 'article') expect(types).toContain('BlogPosting');
    if (route.path === '/faq') expect(types).toContain('FAQPage');
  });
}

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

test('sitemap.xml, robots.txt and the web manifest are generated from the catalog', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const route of catalog.routes) {
    const listed = xml.includes(`${route.path === '/' ? '/' : route.path}</loc>`);
    expect(listed, route.path).toBe(!NOINDEX_PATHS.includes(route.path));
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string };
  expect(manifest.name).toBe(catalog.clinic.name);
  expect((await request.get('/images/brand/favicon.svg')).ok()).toBe(true);
});

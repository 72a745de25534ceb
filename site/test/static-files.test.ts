import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import { createSiteApp } from '../server/app.ts';

const root = mkdtempSync(join(tmpdir(), 'site-'));
writeFileSync(join(root, 'index.html'), 'home');
writeFileSync(join(root, '404.html'), 'not found');
mkdirSync(join(root, 'faq'));
writeFileSync(join(root, 'faq', 'index.html'), 'faq');
mkdirSync(join(root, 'espace-clinique'));
writeFileSync(join(root, 'espace-clinique', 'index.html'), 'desk');
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'assets', 'a.123.js'), 'console.log(1)');
writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
writeFileSync(join(root, 'site.webmanifest'), '{"name":"Clinique"}');
mkdirSync(join(root, 'images'));
writeFileSync(join(root, 'images', 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const site = createSiteApp({ clientDir: root });

/** What the local server answers for `path`: status, redirection or text, headers. */
async function get(path: string, app = site) {
  const response = await app.request(path, { headers: { 'accept-encoding': 'identity' } });
  const location = response.headers.get('location');
  if (response.status === 301 && location) return { kind: 'redirect' as const, location };
  return {
    kind: 'file' as const,
    status: response.status,
    text: await response.text(),
    headers: Object.fromEntries(response.headers),
  };
}

test('clean URLs map to index.html files', async () => {
  const home = await get('/');
  assert.equal('text' in home && home.text, 'home');
  const faq = await get('/faq');
  assert.equal(faq.kind === 'file' && faq.status, 200);
  assert.equal('text' in faq && faq.text, 'faq');
});

test('the desk’s link and voucher addresses are the desk page; nothing deeper is', async () => {
  for (const path of [
    '/espace-clinique',
    '/espace-clinique/connexion?jeton=abc&suite=/espace-clinique',
    '/espace-clinique/bon/BC-7KQ2M9XRTP',
    '/espace-clinique/bon/bc%207kq2',
  ]) {
    const answer = await get(path);
    assert.equal(answer.kind === 'file' && answer.status, 200, path);
    assert.equal('text' in answer && answer.text, 'desk', path);
  }
  for (const path of [
    '/espace-clinique/bon',
    '/espace-clinique/bon/BC-7KQ2M9XRTP/plus',
    '/espace-clinique/connexion/plus',
    '/espace-clinique/autre',
  ]) {
    const answer = await get(path);
    assert.equal(answer.kind === 'file' && answer.status, 404, path);
  }
});

test('a trailing slash redirects to the clean URL, keeping the query', async () => {
  assert.deepEqual(await get('/faq/?a=1'), { kind: 'redirect', location: '/faq?a=1' });
});

test('unknown paths and path traversal get the 404 page with status 404', async () => {
  for (const path of [
    '/nope',
    '/blog/nope',
    '/../package.json',
    '/%2e%2e/etc/passwd',
    '/%E0%A4%A',
  ]) {
    const result = await get(path);
    assert.equal(result.kind, 'file', path);
    assert.equal(result.kind === 'file' && result.status, 404, path);
  }
});

test('assets are cached for a year, pages are revalidated, types are set', async () => {
  const asset = await get('/assets/a.123.js');
  assert.equal(
    asset.kind === 'file' && asset.headers['cache-control'],
    'public, max-age=31536000, immutable',
  );
  assert.equal(
    asset.kind === 'file' && asset.headers['content-type'],
    'text/javascript; charset=utf-8',
  );
  const page = await get('/faq');
  assert.equal(page.kind === 'file' && page.headers['cache-control'], 'no-cache');
  const robots = await get('/robots.txt');
  assert.equal(
    robots.kind === 'file' && robots.headers['content-type'],
    'text/plain; charset=utf-8',
  );
});

test('pages and every text file are declared UTF-8; images keep their own type', async () => {
  for (const [path, type] of [
    ['/faq', 'text/html; charset=utf-8'],
    ['/nope', 'text/html; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/images/a.png', 'image/png'],
  ] as const) {
    const answer = await get(path);
    assert.equal(answer.kind === 'file' && answer.headers['content-type'], type, path);
  }
});

test('the app serves files, answers 404, and routes /api/* to the API', async () => {
  const app = createSiteApp({
    clientDir: root,
    api: { fetch: (request) => Response.json({ path: new URL(request.url).pathname }) },
  });
  assert.equal((await app.request('/faq')).status, 200);
  const missing = await app.request('/missing');
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'not found');
  assert.deepEqual(await (await app.request('/api/contact', { method: 'POST' })).json(), {
    path: '/api/contact',
  });
  assert.equal((await app.request('/faq', { method: 'POST' })).status, 405);
  const withoutApi = createSiteApp({ clientDir: root });
  assert.equal((await withoutApi.request('/api/contact')).status, 503);
});

test('an unknown path gets the nearest 404 page of its folders (the blog’s “Article introuvable”)', async () => {
  const nested = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(nested, '404.html'), 'site not found');
  mkdirSync(join(nested, 'blog', '404'), { recursive: true });
  writeFileSync(join(nested, 'blog', '404', 'index.html'), 'article introuvable');
  for (const [path, text] of [
    ['/blog/unknown', 'article introuvable'],
    ['/blog/a/b', 'article introuvable'],
    ['/other/unknown', 'site not found'],
    ['/unknown', 'site not found'],
    ['/blog/../../x', 'site not found'],
  ] as const) {
    const result = await get(path, createSiteApp({ clientDir: nested }));
    assert.equal(result.kind === 'file' && result.status, 404, path);
    assert.equal(result.kind === 'file' && result.text, text, path);
  }
});

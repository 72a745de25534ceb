import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { createSiteApp } from '../server/app.ts';
import { acceptsBrotli } from '../server/static-files.ts';

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
  expect('text' in home && home.text).toBe('home');
  const faq = await get('/faq');
  expect(faq.kind === 'file' && faq.status).toBe(200);
  expect('text' in faq && faq.text).toBe('faq');
});

test('the desk’s link and voucher addresses are the desk page; nothing deeper is', async () => {
  for (const path of [
    '/espace-clinique',
    '/espace-clinique/connexion?jeton=abc&suite=/espace-clinique',
    '/espace-clinique/bon/BC-7KQ2M9XRTP',
    '/espace-clinique/bon/bc%207kq2',
  ]) {
    const answer = await get(path);
    expect(answer.kind === 'file' && answer.status, path).toBe(200);
    expect('text' in answer && answer.text, path).toBe('desk');
  }
  for (const path of [
    '/espace-clinique/bon',
    '/espace-clinique/bon/BC-7KQ2M9XRTP/plus',
    '/espace-clinique/connexion/plus',
    '/espace-clinique/autre',
  ]) {
    const answer = await get(path);
    expect(answer.kind === 'file' && answer.status, path).toBe(404);
  }
});

test('a trailing slash redirects to the clean URL, keeping the query', async () => {
  expect(await get('/faq/?a=1')).toEqual({ kind: 'redirect', location: '/faq?a=1' });
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
    expect(result.kind, path).toBe('file');
    expect(result.kind === 'file' && result.status, path).toBe(404);
  }
});

test('assets are cached for a year, pages are revalidated, types are set', async () => {
  const asset = await get('/assets/a.123.js');
  expect(asset.kind === 'file' && asset.headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(asset.kind === 'file' && asset.headers['content-type']).toBe(
    'text/javascript; charset=utf-8',
  );
  const page = await get('/faq');
  expect(page.kind === 'file' && page.headers['cache-control']).toBe('no-cache');
  const robots = await get('/robots.txt');
  expect(robots.kind === 'file' && robots.headers['content-type']).toBe(
    'text/plain; charset=utf-8',
  );
});

test('pages and every text file are declared UTF-8; images keep their own type', async () => {
  for (const [path, type] of [
    ['/faq', 'text/html; charset=utf-8'],
    ['/nope', 'text/html; charset=utf-8'],
    ['/images/a.png', 'image/png'],
  ] as const) {
    const answer = await get(path);
    expect(answer.kind === 'file' && answer.headers['content-type'], path).toBe(type);
  }
});

test('the app serves files, answers 404, and routes /api/* to the API', async () => {
  const app = createSiteApp({
    clientDir: root,
    api: { fetch: (request) => Response.json({ path: new URL(request.url).pathname }) },
  });
  expect((await app.request('/faq')).status).toBe(200);
  const missing = await app.request('/missing');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('not found');
  expect(await (await app.request('/api/contact', { method: 'POST' })).json()).toEqual({
    path: '/api/contact',
  });
  expect((await app.request('/faq', { method: 'POST' })).status).toBe(405);
  const withoutApi = createSiteApp({ clientDir: root });
  expect((await withoutApi.request('/api/contact')).status).toBe(503);
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
    expect(result.kind === 'file' && result.status, path).toBe(404);
    expect(result.kind === 'file' && result.text, path).toBe(text);
  }
});

test('text files go out in brotli to a browser that takes it, as CloudFront sends them', async () => {
  const page = await site.request('/faq', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('vary')).toBe('accept-encoding');
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe('faq');
  const missing = await site.request('/nope', { headers: { 'accept-encoding': 'br' } });
  expect([missing.status, missing.headers.get('content-encoding')]).toEqual([404, 'br']);
  const refused = await site.request('/faq', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(refused.headers.get('content-encoding')).not.toBe('br');
  const image = await site.request('/images/a.png', { headers: { 'accept-encoding': 'br' } });
  expect(image.headers.get('content-encoding'), 'a PNG is compressed already').toBeNull();
});

test('Accept-Encoding: brotli unless refused with q=0', () => {
  expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsBrotli('BR;q=0.5')).toBe(true);
  expect(acceptsBrotli('br;q=0')).toBe(false);
  expect(acceptsBrotli('gzip')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});

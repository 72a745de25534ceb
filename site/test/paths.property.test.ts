/**
 * Any request path against the real local server (node's HTTP parser included): the answer is a
 * page, a redirection, the 404 page or 414, never a server error.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningSite, startSite } from '../server/serve.ts';
import { MAX_URL_BYTES } from '../server/static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'site-paths-'));
writeFileSync(join(root, 'index.html'), 'home');
writeFileSync(join(root, '404.html'), 'not found');
mkdirSync(join(root, 'faq'));
writeFileSync(join(root, 'faq', 'index.html'), 'faq');

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ clientDir: root, port: 0 });
});
afterAll(() => site.close());

/** GET of a raw request target, sent as it is (no URL normalisation on the way). */
function status(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: site.port, path, method: 'GET', agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// Characters a request target may carry (node refuses control characters and spaces itself).
const pathChar = fc.oneof(
  fc.constantFrom(..."abcXYZ019-._~!$&'()*+,;=:@/%?#".split('')),
  fc.constantFrom('%00', '%2e', '%2F', '%5C', '%E0%A4%A', '%C3%A9', '%FF', '..', '//'),
);
const segment = fc.oneof(
  fc.string({ unit: pathChar, maxLength: 40 }),
  // Longer than a file name may be (255 bytes): ENAMETOOLONG from the file system.
  fc.integer({ min: 256, max: 3000 }).map((length) => 'a'.repeat(length)),
);
const path = fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`);

test('any path: a page, a redirection, the 404 page or 414, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(path, async (target) => {
      const answer = await status(target);
      expect([200, 301, 404, 414], target.slice(0, 200)).toContain(answer);
    }),
    { numRuns: 150 },
  );
});

test('a 9,000-character path gets 414, a long file name 404', async () => {
  expect(await status(`/${'a'.repeat(9000)}`)).toBe(414);
  expect(await status(`/${'a'.repeat(MAX_URL_BYTES - 1)}`)).toBe(404);
  expect(await status(`/faq/${'b'.repeat(300)}`)).toBe(404);
  expect(await status('/faq')).toBe(200);
});

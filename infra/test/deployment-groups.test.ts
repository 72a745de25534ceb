/**
 * The deployment filters on keys a build could hold: next to the folders the groups keep apart, named
 * like them, or with a character of the pattern syntax. Each key is copied by exactly one group,
 * with the cache and the type of its folder and extension.
 */
import { describe, expect, it } from 'vitest';
import { bucketObjects, deploymentGroups, outside, selects } from '../lib/deployment-groups.ts';

const KEYS = [
  'index.html',
  'a.html',
  'as.html',
  'assets.html',
  'assetsx/y.html',
  'x/assets/y.html',
  '_e.html',
  '_errors.svg',
  'a',
  'assets',
  '[x].html',
  'a^b.svg',
  'robots.txt',
  'images/a.png',
  'assets/a.js',
  'assets/static/f.woff2',
  'blog/404/index.html',
];

describe('deployment groups', () => {
  it('outside() spells "not under these folders" as include patterns', () => {
    const group = { exclude: ['*'], include: outside(['assets/', '_errors/'], '.html') };
    const matched = (key: string) => selects(group, key);
    for (const key of ['a.html', 'as.html', 'assets.html', 'x/assets/y.html', '_e.html', '.html'])
      expect(matched(key), key).toBe(true);
    for (const key of ['assets/a.html', '_errors/404.html', 'a.svg', 'assets'])
      expect(matched(key), key).toBe(false);
  });

  it('every key is copied once, with the cache of its folder and the type of its extension', () => {
    const objects = bucketObjects(KEYS);
    for (const key of KEYS) expect(objects.get(key)?.sourceKey, key).toBe(key);
    expect(objects.get('assets.html')).toMatchObject({
      cacheControl: 'no-cache',
      contentType: 'text/html; charset=utf-8',
    });
    expect(objects.get('assets/a.js')).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(objects.get('a^b.svg')?.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(objects.get('assets/static/f.woff2')).toMatchObject({
      cacheControl: 'public, max-age=31536000, immutable',
      contentType: undefined,
    });
    expect(objects.get('a')?.contentType).toBeUndefined();
    expect(objects.get('_errors/blog/404/index.html')?.contentType).toBe(
      'text/html; charset=utf-8',
    );
  });

  it('no group of the site prunes the 404 copies under _errors/', () => {
    const site = deploymentGroups(KEYS).filter((group) => group.prefix === undefined);
    for (const key of ['_errors/404.html', '_errors/blog/404/index.html'])
      expect(
        site.filter((group) => selects(group, key)).map((group) => group.id),
        key,
      ).toEqual([]);
  });
});

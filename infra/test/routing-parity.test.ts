/**
 * The local server (site/server) and CloudFront (the generated viewer-request and viewer-response
 * functions over the bucket the deployments produce) answer every path the same way: every built
 * file, every page with and without a trailing slash, and unknown paths; and every file the local
 * server declares with a charset is uploaded with the same Content-Type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '@clinique/site/server';
import {
  ROUTE_STATUS_HEADER,
  type EdgeRequest,
  type EdgeResponse,
  type EdgeValue,
} from '@clinique/site/routing';
import { listBuildKeys } from '../lib/build-files.ts';
import { bucketObjects, type BucketObject } from '../lib/deployment-groups.ts';
import { viewerRequestCode, viewerResponseCode } from '../lib/edge-functions.ts';
import { clientDir } from '../lib/paths.ts';

interface Answer {
  status: number;
  location: string | null;
  cacheControl: string | null;
  /** The Content-Type when it names a charset (the others are left to S3's guess). */
  textType: string | null;
  /** The served file's bytes, as base64 (compared, not printed). */
  body: string;
}

type Handler = (event: unknown) => EdgeRequest | EdgeResponse;

let keys: string[];
let objects: Map<string, BucketObject>;
let viewerRequest: Handler;
let viewerResponse: Handler;
let local: ReturnType<typeof createSiteApp>;

function load(code: string): Handler {
  return runInNewContext(`${code}\n;handler`, {}) as Handler;
}

beforeAll(() => {
  keys = listBuildKeys(clientDir);
  objects = bucketObjects(keys);
  viewerRequest = load(viewerRequestCode(keys));
  viewerResponse = load(viewerResponseCode());
  local = createSiteApp({ clientDir });
});

async function fromLocal(path: string): Promise<Answer> {
  const response = await local.request(path, { headers: { 'accept-encoding': 'identity' } });
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.status === 301 ? null : response.headers.get('cache-control'),
    textType: /charset=/.test(contentType) && response.status !== 301 ? contentType : null,
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

function querystring(search: string): Record<string, EdgeValue> {
  const result: Record<string, EdgeValue> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const [name = '', value = ''] = part.split('=');
    const existing = result[name];
    if (existing) {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    } else {
      result[name] = { value };
    }
  }
  return result;
}

/** CloudFront: viewer request → cache/S3 (the deployed objects; OAC without ListBucket: 403) → viewer response. */
function fromCloudFront(path: string, host = 'clinique.example'): Answer {
  const [uri = '', search = ''] = path.split(/(?=\?)/);
  const result = viewerRequest({
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '192.0.2.1' },
    request: {
      method: 'GET',
      uri,
      querystring: querystring(search),
      headers: { host: { value: host } },
      cookies: {},
    },
  });
  if ('statusCode' in result) {
    return {
      status: result.statusCode,
      location: result.headers['location']?.value ?? null,
      cacheControl: null,
      textType: null,
      body: '',
    };
  }
  const object = objects.get(decodeURIComponent(result.uri).slice(1));
  if (!object) return { status: 403, location: null, cacheControl: null, textType: null, body: '' };
  const headers: Record<string, EdgeValue> = {
    'cache-control': { value: object.cacheControl },
  };
  for (const [name, value] of Object.entries(object.metadata)) {
    headers[`x-amz-meta-${name}`] = { value };
  }
  if (object.metadata['route-status']) expect(headers[ROUTE_STATUS_HEADER]).toBeDefined();
  const response = viewerResponse({
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer: { ip: '192.0.2.1' },
    request: result,
    response: { statusCode: 200, statusDescription: 'OK', headers },
  }) as EdgeResponse;
  // The marker is for the edge only: visitors never see it.
  expect(response.headers[ROUTE_STATUS_HEADER]).toBeUndefined();
  return {
    status: response.statusCode,
    location: null,
    cacheControl: response.headers['cache-control']?.value ?? null,
    textType: object.contentType ?? null,
    body: readFileSync(join(clientDir, object.sourceKey)).toString('base64'),
  };
}

function pagePaths(): string[] {
  return keys
    .filter((key) => key.endsWith('/index.html'))
    .map((key) => `/${key.slice(0, -'/index.html'.length)}`);
}

const UNKNOWN_PATHS = [
  '/nope',
  '/blog/unknown',
  '/blog/unknown/deeper',
  '/blog/unknown/',
  '/soins-visage/inconnu',
  '/assets/missing.js',
  '/assets/static/missing.css',
  '/images/hero/missing.svg',
  '/FAQ',
  '/faq.html',
  '/404',
  '/404.html',
  '/blog/404',
  '/blog/404/',
  '/_errors/404.html',
  '/%E0%A4%A',
  '/%2e%2e/etc/passwd',
  '/blog/%2e%2e/%2e%2e/package.json',
  '//evil.example/',
  '/a%5Cb',
  '/index.html',
  '/a-propos/index.html',
  '/',
  '//',
  '/faq/?a=1&b=2',
  '/blog?categorie=laser',
  '/blog/?tag=a&tag=b',
  // The desk's own page at its link and QR addresses, and what lies beyond them.
  '/espace-clinique/connexion?jeton=abc&suite=/espace-clinique/bon/BC-7KQ2M9XRTP',
  '/espace-clinique/bon/BC-7KQ2M9XRTP',
  '/espace-clinique/bon/bc%207kq2',
  '/espace-clinique/bon/',
  '/espace-clinique/bon',
  '/espace-clinique/bon/BC-7KQ2M9XRTP/x',
  '/espace-clinique/connexion/x',
];

describe('routing parity: local server and CloudFront', () => {
  it('answer every built file, page and unknown path identically', async () => {
    const paths = [
      ...keys.map((key) => `/${key}`),
      ...pagePaths(),
      ...pagePaths().map((path) => `${path}/`),
      ...UNKNOWN_PATHS,
    ];
    expect(paths.length).toBeGreaterThan(200);
    const differences: string[] = [];
    for (const path of paths) {
      const [expected, actual] = [await fromLocal(path), fromCloudFront(path)];
      try {
        expect(actual).toEqual(expected);
      } catch {
        differences.push(
          `${path}: local ${expected.status} ${expected.location ?? ''} ${expected.cacheControl} ${expected.textType}, CloudFront ${actual.status} ${actual.location ?? ''} ${actual.cacheControl} ${actual.textType}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });

  it('the rule itself: clean URLs, trailing slashes, nearest 404 with status 404', async () => {
    const page = (key: string) => readFileSync(join(clientDir, key)).toString('base64');
    for (const answer of [await fromLocal('/blog/unknown'), fromCloudFront('/blog/unknown')]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(page('blog/404/index.html'));
      expect(answer.cacheControl).toBe('no-cache');
    }
    for (const answer of [await fromLocal('/nope'), fromCloudFront('/nope')]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(page('404.html'));
    }
    for (const answer of [await fromLocal('/faq/?a=1&b=2'), fromCloudFront('/faq/?a=1&b=2')]) {
      expect(answer).toMatchObject({ status: 301, location: '/faq?a=1&b=2' });
    }
    // A page of the site, whichever pages the catalog holds: a folder's index.html.
    const pageKey = keys.filter((key) => /^[a-z0-9-]+\/index\.html$/.test(key)).sort()[0] ?? '';
    const pagePath = `/${pageKey.replace(/\/index\.html$/, '')}`;
    for (const answer of [await fromLocal(pagePath), fromCloudFront(pagePath)]) {
      expect(answer).toMatchObject({ status: 200, cacheControl: 'no-cache' });
      expect(answer.body).toBe(page(pageKey));
    }
    const asset = keys.find((key) => key.startsWith('assets/') && key.endsWith('.js')) ?? '';
    for (const answer of [await fromLocal(`/${asset}`), fromCloudFront(`/${asset}`)]) {
      expect(answer).toMatchObject({
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('the bucket holds every built file once at its key, and the 404 pages under _errors/', () => {
    for (const key of keys) expect(objects.get(key)?.sourceKey).toBe(key);
    expect(objects.get('_errors/blog/404/index.html')?.metadata).toEqual({ 'route-status': '404' });
    expect(objects.get('_errors/404.html')?.metadata).toEqual({ 'route-status': '404' });
    expect(objects.get('_errors/faq/index.html')).toBeUndefined();
  });

  it('production: www and any other host are redirected to the apex, path and query kept', () => {
    const handler = load(viewerRequestCode(keys, 'clinique.example'));
    const answer = handler({
      request: {
        method: 'GET',
        uri: '/faq',
        querystring: { a: { value: '1' } },
        headers: { host: { value: 'www.clinique.example' } },
        cookies: {},
      },
    });
    expect(answer).toMatchObject({
      statusCode: 301,
      headers: { location: { value: 'https://clinique.example/faq?a=1' } },
    });
    const apex = handler({
      request: {
        method: 'GET',
        uri: '/faq',
        querystring: {},
        headers: { host: { value: 'clinique.example' } },
        cookies: {},
      },
    });
    expect(apex).toMatchObject({ uri: '/faq/index.html' });
  });
});

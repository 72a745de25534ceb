/**
 * Serves the prerendered site the way production routes it (S3 + CloudFront), with the same rule
 * (routing.ts): clean URLs (`/a-propos` → `a-propos/index.html`), no trailing slash (`/faq/` → 301
 * `/faq`), and the nearest 404 page with status 404 for any unknown path.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { cacheControlFor, routeRequest } from './routing.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export type StaticResult =
  | { kind: 'file'; status: 200 | 404; body: Buffer; headers: Record<string, string> }
  | { kind: 'redirect'; location: string };

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The file for a URL path inside `root`, by the shared production rule (routing.ts). */
export async function resolveStatic(
  root: string,
  urlPath: string,
  search = '',
): Promise<StaticResult> {
  const answer = routeRequest(urlPath, search, (key) => isFile(join(root, key)));
  if (answer.kind === 'redirect') return { kind: 'redirect', location: answer.location };
  const body = await readFile(join(root, answer.key));
  return {
    kind: 'file',
    status: answer.status,
    body,
    headers: {
      'content-type': contentTypes[extname(answer.key)] ?? 'application/octet-stream',
      'cache-control': answer.status === 404 ? 'no-cache' : cacheControlFor(answer.key),
      'x-content-type-options': 'nosniff',
    },
  };
}

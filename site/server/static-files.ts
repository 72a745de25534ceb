/**
 * Serves the prerendered site the way production routes it (S3 + CloudFront), with the same rule
 * (routing.ts): clean URLs (`/a-propos` → `a-propos/index.html`), no trailing slash (`/faq/` → 301
 * `/faq`), and the nearest 404 page with status 404 for any unknown path. The routing rule picks
 * the file; `@hono/node-server/serve-static` sends it (length, HEAD), with the content type of
 * content-types.ts for text files, as the deployment uploads them.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { textContentType } from './content-types.ts';
import { cacheControlFor, routeRequest } from './routing.ts';

/** CloudFront's limit on a request's URL: longer ones are refused with 414 there too. */
export const MAX_URL_BYTES = 8192;

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENAMETOOLONG, ENOTDIR, EACCES…: no file of the build answers to that name.
    return false;
  }
}

/** GET and HEAD of the site in `root`, routed by the shared production rule (routing.ts). */
export function serveSite(root: string): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (Buffer.byteLength(url.pathname + url.search) > MAX_URL_BYTES) {
      return c.text('URI Too Long', 414);
    }
    const answer = routeRequest(url.pathname, url.search, (key) => isFile(join(root, key)));
    if (answer.kind === 'redirect') return c.redirect(answer.location, 301);
    c.header('cache-control', answer.status === 404 ? 'no-cache' : cacheControlFor(answer.key));
    c.header('x-content-type-options', 'nosniff');
    const response = await serveStatic({ root, path: answer.key })(c, next);
    const contentType = textContentType(answer.key);
    if (response && contentType) response.headers.set('content-type', contentType);
    if (!response || answer.status === 200) return response;
    return new Response(response.body, { status: answer.status, headers: response.headers });
  };
}

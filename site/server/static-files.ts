/** Routed by the same rule as production (routing.ts). */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { textContentType } from './content-types.ts';
import { cacheControlFor, routeRequest } from './routing.ts';

/** CloudFront's limit: longer URLs are refused with 414 there too. */
export const MAX_URL_BYTES = 8192;

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENAMETOOLONG, ENOTDIR, EACCES…: no file of the build answers to that name.
    return false;
  }
}

export function serveSite(root: string): MiddlewareHandler {
  return async (c) => {
    const url = new URL(c.req.url);
    if (Buffer.byteLength(url.pathname + url.search) > MAX_URL_BYTES) {
      return c.text('URI Too Long', 414);
    }
    const answer = routeRequest(url.pathname, url.search, (key) => isFile(join(root, key)));
    if (answer.kind === 'redirect') return c.redirect(answer.location, 301);
    c.header('cache-control', answer.status === 404 ? 'no-cache' : cacheControlFor(answer.key));
    c.header('x-content-type-options', 'nosniff');
    // A file routing found is always there, except the 404 page in a folder that has none (a
    // Storybook served for pictures): then a plain 404, not the next handler's answer.
    const response = await serveStatic({ root, path: answer.key })(c, async () => undefined);
    if (!(response instanceof Response)) return c.text('Not Found', 404);
    const contentType = textContentType(answer.key);
    if (contentType) response.headers.set('content-type', contentType);
    if (answer.status === 200) return response;
    return new Response(response.body, { status: answer.status, headers: response.headers });
  };
}

/** Routed by the same rule as production (routing.ts). */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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

/** Whether an Accept-Encoding header takes brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    return name.toLowerCase() === 'br' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

// CloudFront sends brotli to the browsers that take it; each file is compressed once.
const brotliFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

function brotliOf(path: string): Buffer {
  const { mtimeMs } = statSync(path);
  const kept = brotliFiles.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.body;
  const body = brotliCompressSync(readFileSync(path));
  brotliFiles.set(path, { mtimeMs, body });
  return body;
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
    if (contentType && c.req.method === 'GET' && acceptsBrotli(c.req.header('accept-encoding'))) {
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      headers.set('content-encoding', 'br');
      headers.set('vary', 'accept-encoding');
      return new Response(new Uint8Array(brotliOf(join(root, answer.key))), {
        status: answer.status,
        headers,
      });
    }
    if (answer.status === 200) return response;
    return new Response(response.body, { status: answer.status, headers: response.headers });
  };
}

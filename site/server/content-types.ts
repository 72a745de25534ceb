import { posix } from 'node:path';

/** Charset included, so no browser has to guess the encoding of a French page. */
export const TEXT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

export function extensionOf(key: string): string {
  return posix.extname(key).slice(1).toLowerCase();
}

export function textContentType(key: string): string | undefined {
  return TEXT_CONTENT_TYPES[extensionOf(key)];
}

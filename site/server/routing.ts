/**
 * The one routing rule, for the local server and, compiled to ES5, the CloudFront Functions (a
 * parity test checks both). No imports, no Node or DOM API: only what compiles to ES5.
 */

export type RouteAnswer =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'file'; status: 200 | 404; key: string };

export type HasFile = (key: string) => boolean;

export const ROUTE_STATUS_HEADER = 'x-amz-meta-route-status';

export function isNotFoundPage(key: string): boolean {
  return /(^|\/)404(\/index)?\.html$/.test(key);
}

function firstFile(candidates: string[], has: HasFile): string | undefined {
  for (let i = 0; i < candidates.length; i += 1)
    if (has(candidates[i] as string)) return candidates[i];
  return undefined;
}

function notFound(segments: string[], has: HasFile): RouteAnswer {
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const folder = segments.slice(0, depth).join('/');
    const prefix = folder === '' ? '' : folder + '/';
    const key = firstFile([prefix + '404.html', prefix + '404/index.html'], has);
    if (key !== undefined) return { kind: 'file', status: 404, key };
  }
  return { kind: 'file', status: 404, key: '404.html' };
}

/** The desk's sign-in link and QR-code pages are the desk's own page: its island reads the address. */
function deskPageOf(segments: string[]): string[] {
  if (segments[0] !== 'espace-clinique') return [];
  const link = segments.length === 2 && segments[1] === 'connexion';
  const voucher = segments.length === 3 && segments[1] === 'bon';
  return link || voucher ? ['espace-clinique/index.html'] : [];
}

function found(key: string): RouteAnswer {
  return { kind: 'file', status: isNotFoundPage(key) ? 404 : 200, key };
}

/** `uri` is still percent-encoded, as a browser sends it. */
export function routeRequest(uri: string, search: string, has: HasFile): RouteAnswer {
  let path: string;
  try {
    path = decodeURIComponent(uri);
  } catch {
    return notFound([], has);
  }
  if (path.charAt(0) !== '/' || path.indexOf('\0') !== -1 || path.indexOf('\\') !== -1) {
    return notFound([], has);
  }
  const trimmed = path.replace(/\/+$/, '') || '/';
  const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    // Empty, `.` and `..` segments never name a file: no traversal, no `//host` redirects.
    if (segment === '' || segment === '.' || segment === '..') return notFound([], has);
  }
  if (trimmed !== path) {
    const location = segments.length === 0 ? '/' : keyToUri(segments.join('/'));
    return { kind: 'redirect', status: 301, location: location + search };
  }
  if (segments.length === 0) return has('index.html') ? found('index.html') : notFound([], has);
  const key = segments.join('/');
  const candidates = [key, key + '/index.html', key + '.html'];
  const file = firstFile(candidates.concat(deskPageOf(segments)), has);
  return file === undefined ? notFound(segments, has) : found(file);
}

export const HASHED_ASSETS_FOLDER = 'assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(key: string): string {
  return key.slice(0, HASHED_ASSETS_FOLDER.length) === HASHED_ASSETS_FOLDER
    ? IMMUTABLE
    : REVALIDATE;
}

/** The viewer-response function turns their `route-status: 404` metadata into the status 404. */
export const NOT_FOUND_PREFIX = '_errors/';

export function keyToUri(key: string): string {
  return '/' + key.split('/').map(encodeURIComponent).join('/');
}

// The route table embedded in the CloudFront Function, front-coded to fit its 10 KB: each entry
// says how many leading characters it shares with the previous one.

const SHARED_BASE = 33;
const SHARED_MAX = 126 - SHARED_BASE;
const INDEX = 'index.html';

export function encodeRouteTable(keys: readonly string[]): string {
  const sorted = keys
    .map((key) => (/(^|\/)index\.html$/.test(key) ? key.slice(0, -INDEX.length) : key))
    .sort();
  let previous = '';
  const entries: string[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const key = sorted[i] as string;
    if (key.indexOf('|') !== -1) throw new Error(`A file name contains "|": ${key}`);
    let shared = 0;
    while (
      shared < SHARED_MAX &&
      shared < previous.length &&
      shared < key.length &&
      previous.charAt(shared) === key.charAt(shared)
    ) {
      shared += 1;
    }
    entries.push(String.fromCharCode(SHARED_BASE + shared) + key.slice(shared));
    previous = key;
  }
  return entries.join('|');
}

export function decodeRouteTable(table: string): Record<string, true> {
  const keys: Record<string, true> = {};
  if (table === '') return keys;
  const entries = table.split('|');
  let previous = '';
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i] as string;
    previous = previous.slice(0, entry.charCodeAt(0) - SHARED_BASE) + entry.slice(1);
    const isFolder = previous === '' || previous.charAt(previous.length - 1) === '/';
    keys[isFolder ? previous + INDEX : previous] = true;
  }
  return keys;
}

export interface EdgeValue {
  value: string;
  multiValue?: EdgeValue[];
}

export interface EdgeRequest {
  uri: string;
  querystring: Record<string, EdgeValue>;
  headers: Record<string, EdgeValue>;
}

export interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, EdgeValue>;
}

export function edgeSearch(querystring: Record<string, EdgeValue>): string {
  const parts: string[] = [];
  for (const name in querystring) {
    if (!Object.prototype.hasOwnProperty.call(querystring, name)) continue;
    const entry = querystring[name] as EdgeValue;
    const values = entry.multiValue && entry.multiValue.length > 0 ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i += 1) {
      const value = (values[i] as EdgeValue).value;
      parts.push(value === '' ? name : name + '=' + value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function movedPermanently(location: string): EdgeResponse {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location }, 'cache-control': { value: 'public, max-age=3600' } },
  };
}

/** With a `canonicalHost`, any other host (`www.`) is redirected to it first. */
export function viewerRequest(
  request: EdgeRequest,
  keys: Record<string, true>,
  canonicalHost?: string,
): EdgeRequest | EdgeResponse {
  const search = edgeSearch(request.querystring);
  const host = request.headers['host'];
  if (canonicalHost && host && host.value.toLowerCase() !== canonicalHost) {
    return movedPermanently('https://' + canonicalHost + request.uri + search);
  }
  const answer = routeRequest(request.uri, search, (key) =>
    Object.prototype.hasOwnProperty.call(keys, key),
  );
  if (answer.kind === 'redirect') return movedPermanently(answer.location);
  request.uri = keyToUri(answer.status === 404 ? NOT_FOUND_PREFIX + answer.key : answer.key);
  return request;
}

export function viewerResponse(response: EdgeResponse): EdgeResponse {
  const marker = response.headers['x-amz-meta-route-status'];
  if (marker) {
    if (marker.value === '404' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    delete response.headers['x-amz-meta-route-status'];
  }
  return response;
}

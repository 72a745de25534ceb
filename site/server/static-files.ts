/**
 * Serves the prerendered site the way production routes it (S3 + CloudFront): clean URLs
 * (`/a-propos` → `a-propos/index.html`), no trailing slash (`/faq/` → 301 `/faq`), and the nearest
 * 404 page with status 404 for any unknown path.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';

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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function cacheControl(urlPath: string, file: string): string {
  // Hashed build assets never change; pages and other files are revalidated.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileResult(
  root: string,
  urlPath: string,
  file: string,
  status: 200 | 404,
): Promise<StaticResult> {
  const body = await readFile(file);
  return {
    kind: 'file',
    status,
    body,
    headers: {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': status === 404 ? 'no-cache' : cacheControl(urlPath, file),
      'x-content-type-options': 'nosniff',
    },
  };
}

/**
 * The 404 page for an unknown path: the nearest `404.html` (or `404/index.html`) of its folders, so that
 * `/blog/unknown` gets the blog's "Article introuvable" (`blog/404/index.html`), else the site's.
 */
async function notFoundFile(root: string, target: string | undefined): Promise<string> {
  const rootDir = root.endsWith(sep) ? root.slice(0, -1) : root;
  for (
    let dir = target ? dirname(target) : rootDir;
    dir.startsWith(rootDir + sep);
    dir = dirname(dir)
  ) {
    for (const candidate of [join(dir, '404.html'), join(dir, '404', 'index.html')]) {
      if (await isFile(candidate)) return candidate;
    }
  }
  return join(root, '404.html');
}

/** The file for a URL path inside `root`, following the production rules above. */
export async function resolveStatic(
  root: string,
  urlPath: string,
  search = '',
): Promise<StaticResult> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/\0invalid';
  }
  if (decoded.length > 1 && decoded.endsWith('/')) {
    const location = `${urlPath.replace(/\/+$/, '') || '/'}${search}`;
    return { kind: 'redirect', location };
  }
  const target = normalize(join(root, decoded));
  const inside =
    (target === root || target.startsWith(root.endsWith(sep) ? root : root + sep)) &&
    !decoded.includes('\0');
  if (inside) {
    const candidates =
      decoded === '/'
        ? [join(root, 'index.html')]
        : [target, join(target, 'index.html'), `${target}.html`];
    for (const candidate of candidates) {
      if (await isFile(candidate)) return fileResult(root, decoded, candidate, 200);
    }
  }
  return fileResult(root, decoded, await notFoundFile(root, inside ? target : undefined), 404);
}

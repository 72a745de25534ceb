/** Read at build time: `SITE_URL=https://www.example.fr npm run build`. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:8080';

export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const value = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an http(s) origin, got "${value}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function absoluteUrl(path: string, base: string = siteUrl()): string {
  return path === '/' ? `${base}/` : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

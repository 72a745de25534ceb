/** No `'unsafe-inline'` for scripts: a hash per inline script of the build (JSON data needs none). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CloudFront's limit for a response headers policy's CSP. */
export const MAX_CSP_LENGTH = 1783;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A script from a file, or data: nothing to hash. */
const NOT_INLINE_CODE = /\bsrc\s*=|\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)["']?/i;

/** The hashes of the texts `find` picks out of the pages, each once, sorted. */
function hashesIn(
  clientDir: string,
  htmlKeys: readonly string[],
  find: (html: string) => string[],
): string[] {
  const texts = htmlKeys.flatMap((key) => find(readFileSync(join(clientDir, key), 'utf8')));
  return [...new Set(texts.map(sha256Source))].sort();
}

export function inlineScriptHashes(clientDir: string, htmlKeys: readonly string[]): string[] {
  return hashesIn(clientDir, htmlKeys, (html) =>
    [...html.matchAll(SCRIPT)]
      .filter(([, attributes = '']) => !NOT_INLINE_CODE.test(attributes))
      .map((match) => match[2] ?? ''),
  );
}

export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;

export function inlineStyleHashes(clientDir: string, htmlKeys: readonly string[]): string[] {
  return hashesIn(clientDir, htmlKeys, (html) =>
    [...html.matchAll(STYLE), ...html.matchAll(STYLE_ATTRIBUTE)].map((match) => match[1] ?? ''),
  );
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Kept on purpose: inline styles' hashes overflow CloudFront's limit; styles run no script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The payment form posts to Stripe Checkout.
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ];
  const policy = directives.join('; ');
  if (policy.length > MAX_CSP_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters, over CloudFront's ${MAX_CSP_LENGTH}: ` +
        `${scriptHashes.length} inline scripts; move some to files`,
    );
  }
  return policy;
}

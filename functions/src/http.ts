import { fillTemplate } from '@clinique/catalog/format';
import type { ErrorBody } from '@clinique/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SiteConfig } from './config.ts';
import { errorFields, type Logger } from './logger.ts';
import { siteFacts } from './site-facts.ts';

/** Not from `deps.facts`: the same refusals whatever facts a test varies. */
export const REFUSALS = siteFacts.api.request;

/** `Code`: the endpoint's error codes, as its contract lists them. */
export function errorResponse<Code extends string = string>(
  c: Context,
  status: ContentfulStatusCode,
  error: Code,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  const body: ErrorBody<Code> = { error, message, ...extra };
  return c.json(body, status);
}

const BODY_LIMITS = { browser: 16 * 1024, webhook: 64 * 1024 } as const;

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Outside production, every loopback name too, so a local page opened either way works. */
export function allowedOrigins(config: SiteConfig): string[] {
  const site = new URL(config.siteOrigin);
  if (config.production || !LOOPBACK_HOSTS.includes(site.hostname)) return [config.siteOrigin];
  const port = site.port === '' ? '' : `:${site.port}`;
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${port}`);
}

/** A body over `maxBytes` gets a 413 before the handler reads it. */
export const limitBody = (maxBytes: number = BODY_LIMITS.browser) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const message = fillTemplate(REFUSALS.tooLarge, { size: Math.round(maxBytes / 1024) });
      return errorResponse(c, 413, 'payload_too_large', message);
    },
  });

/** `browser`: called from the site's pages, so CORS and the Origin check apply; else Stripe's. */
export function postRoute(
  app: Hono,
  config: SiteConfig,
  { path, browser }: { path: string; browser: boolean },
  handler: (c: Context) => Promise<Response>,
): void {
  if (browser) {
    const origins = allowedOrigins(config);
    app.use(
      path,
      cors({
        origin: origins,
        allowMethods: ['POST', 'OPTIONS'],
        allowHeaders: ['Content-Type'],
        maxAge: 600,
      }),
    );
    app.use(path, async (c, next) => {
      // Browsers send Origin on every POST, so one without it is no cross-site browser request;
      // `null` (sandboxed page, file:) is refused.
      const origin = c.req.header('origin');
      if (origin !== undefined && !origins.includes(origin)) {
        return errorResponse(c, 403, 'forbidden_origin', REFUSALS.forbiddenOrigin);
      }
      await next();
    });
  }
  app.post(path, limitBody(browser ? BODY_LIMITS.browser : BODY_LIMITS.webhook), handler);
  app.all(path, (c) => methodNotAllowed(c, browser ? 'POST, OPTIONS' : 'POST', 'POST'));
}

/** A 405 naming the `method` the route takes, with its `Allow` header. */
export function methodNotAllowed(c: Context, allow: string, method: string): Response {
  c.header('Allow', allow);
  const message = fillTemplate(REFUSALS.methodNotAllowed, { method });
  return errorResponse(c, 405, 'method_not_allowed', message);
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** Routes that read only JSON: any other body gets a 415 before a handler reads it. */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    return errorResponse(c, 415, 'unsupported_media_type', REFUSALS.jsonOnly);
  }
  await next();
};

/** A name sent twice becomes an array, which the routes' schemas refuse as "not a text". */
export function formFields(text: string): Record<string, string | string[]> {
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = fields.get(name);
    fields.set(name, previous === undefined ? value : [previous, value].flat());
  }
  // `Object.fromEntries` defines own properties: a field named `__proto__` stays a plain field.
  return Object.fromEntries(fields);
}

/** A urlencoded form's fields (every value a string) are read as the JSON request by `fromForm`. */
export async function readBody(
  c: Context,
  fromForm: (fields: Record<string, string | string[]>) => unknown,
) {
  const type = c.req.header('content-type') ?? '';
  // A form sent before the page's script ran: it gets a 303 or an HTML page, never JSON.
  const browser =
    FORM_TYPE.test(type) || /(^|,)\s*text\/html\s*(;|,|$)/i.test(c.req.header('accept') ?? '');
  if (FORM_TYPE.test(type)) {
    return { ok: true, value: fromForm(formFields(await c.req.text())), browser } as const;
  }
  const refuse = (status: ContentfulStatusCode, error: string, message: string) =>
    ({ ok: false, response: errorResponse(c, status, error, message) }) as const;
  if (!JSON_TYPE.test(type)) return refuse(415, 'unsupported_media_type', REFUSALS.unsupportedType);
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown, browser } as const;
  } catch {
    return refuse(400, 'invalid_json', REFUSALS.invalidJson);
  }
}

/** Errors are logged without the request's content, which may be personal, nor its address. */
export function finishApp(app: Hono, log: Logger): Hono {
  app.notFound((c) => errorResponse(c, 404, 'not_found', REFUSALS.notFound));
  app.onError((error, c) => {
    log.error('request.unhandled_error', { route: c.req.routePath, ...errorFields(error) });
    return errorResponse(c, 500, 'internal_error', REFUSALS.internalError);
  });
  return app;
}

/**
 * Whom a per-viewer limit counts: the viewer's IP without its port; an IPv6 viewer by its /64,
 * since one subscriber holds a whole /64. Only CloudFront reaches the functions, and it sets the
 * header itself, so a viewer cannot choose it.
 */
export function viewerKey(header: string | undefined): string {
  const ip = (header ?? '')
    .trim()
    .replace(/:[0-9]+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  if (ip === '') return 'unknown';
  const mapped = /^::ffff:([0-9.]+)$/i.exec(ip)?.[1];
  if (mapped !== undefined || !ip.includes(':')) return mapped ?? ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

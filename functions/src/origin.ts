/** Only requests through CloudFront (and its WAF): it adds a secret header direct calls lack. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ORIGIN_HEADER } from '@clinique/api';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { ConfigError, isProduction, type Env } from './config.ts';
import { errorResponse, REFUSALS } from './http.ts';
import { consoleLogger, errorFields, type Logger, withLogContext } from './logger.ts';
import { type ParameterFetcher, ssmParameterFetcher } from './secrets.ts';

/** An unknown value re-reads the parameter at most this often: forged headers cannot flood SSM. */
export const ORIGIN_REFRESH_MS = 60_000;
/** So that a value taken off the list stops working. */
export const ORIGIN_MAX_AGE_MS = 5 * 60_000;
/** While SSM has failed since the first request. */
const FIRST_READ_RETRY_MS = 5_000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function matches(value: string, secrets: readonly string[]): boolean {
  const given = digest(value);
  // Every secret compared in constant time, so the answer's timing tells nothing.
  return secrets.reduce((found, secret) => timingSafeEqual(given, digest(secret)) || found, false);
}

const parseSecrets = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);

/**
 * Every listed value is accepted, so a rotation lists the new one first (CloudFront sends the
 * first) and keeps the old one until CloudFront has switched. None locally: no CloudFront there.
 */
export function originCheck(
  env: Env,
  options: { fetchParameters?: ParameterFetcher; now?: () => number } = {},
): { verify(value: string | undefined): Promise<boolean> } | undefined {
  const { fetchParameters = ssmParameterFetcher, now = Date.now } = options;
  const direct = (env['ORIGIN_SECRET'] ?? '').trim();
  const parameter = (env['ORIGIN_SECRET_PARAMETER'] ?? '').trim();
  if (direct !== '' && parameter !== '') {
    throw new ConfigError([
      'ORIGIN_SECRET and ORIGIN_SECRET_PARAMETER are both set: keep only one of them',
    ]);
  }
  if (direct !== '') {
    const secrets = parseSecrets(direct);
    return { verify: async (value) => value !== undefined && matches(value, secrets) };
  }
  if (parameter === '') {
    if (isProduction(env)) {
      throw new ConfigError([
        'ORIGIN_SECRET_PARAMETER is missing: in production only CloudFront may call the functions',
      ]);
    }
    return undefined;
  }

  let secrets: string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  const read = () => {
    readAt = now();
    reading ??= fetchParameters([parameter])
      .then((values) => {
        const fresh = parseSecrets(values[parameter] ?? '');
        if (fresh.length === 0) {
          throw new ConfigError([
            `ORIGIN_SECRET_PARAMETER: the SSM parameter "${parameter}" is missing or empty`,
          ]);
        }
        secrets = fresh;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    async verify(value) {
      if (value === undefined || value === '') return false;
      if (secrets.length > 0 && now() - readAt >= ORIGIN_MAX_AGE_MS) await read();
      if (matches(value, secrets)) return true;
      const wait = secrets.length === 0 ? FIRST_READ_RETRY_MS : ORIGIN_REFRESH_MS;
      if (now() - readAt < wait) {
        if (secrets.length === 0) throw new Error('The origin secret could not be read yet');
        return false;
      }
      await read();
      return matches(value, secrets);
    },
  };
}

type LambdaBindings = { event?: LambdaEvent; lambdaContext?: LambdaContext };

export function behindCloudFront(app: Hono, check: ReturnType<typeof originCheck>, log: Logger) {
  const outer = new Hono<{ Bindings: LambdaBindings | undefined }>();
  outer.all('*', (c) => {
    const requestContext = c.env?.event?.requestContext;
    const ids = {
      // The `x-edge-request-id` of CloudFront's standard logs.
      cloudfrontId: c.req.header('x-amz-cf-id'),
      apiRequestId:
        requestContext !== undefined && 'requestId' in requestContext
          ? requestContext.requestId
          : undefined,
      lambdaRequestId: c.env?.lambdaContext?.awsRequestId,
    };
    return withLogContext(ids, async () => {
      const started = Date.now();
      // A voucher's code is all it takes to spend it: the log keeps the route's shape instead.
      const path = c.req.path.replace(/(\/vouchers\/)[^/]+/, '$1:code');
      const request = { method: c.req.method, path };
      let response: Response;
      try {
        const allowed = check === undefined || (await check.verify(c.req.header(ORIGIN_HEADER)));
        response = allowed
          ? await app.fetch(c.req.raw, c.env)
          : errorResponse(c, 403, 'forbidden', REFUSALS.notThroughSite);
      } catch (error) {
        // The secret could not be read (SSM): nothing of the request was touched.
        log.error('request.origin_check_failed', errorFields(error));
        response = errorResponse(c, 503, 'service_unavailable', REFUSALS.unavailable);
      }
      const fields = { ...request, status: response.status, durationMs: Date.now() - started };
      // Level `error` for a 5xx: the alarm's metric filter counts those.
      log[response.status >= 500 ? 'error' : 'info']('request.done', fields);
      return response;
    });
  });
  return outer;
}

/** The Lambda handler of `app`: only CloudFront, and so its WAF, may call. */
export function cloudFrontHandler(app: () => Hono) {
  const check = originCheck(process.env);
  return handle(behindCloudFront(app(), check, consoleLogger));
}

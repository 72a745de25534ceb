/**
 * Only CloudFront may call a function: a request without CloudFront's secret header gets 403
 * before anything is read or sent; the secret rotates through SSM without a refused visitor.
 */
import { ORIGIN_HEADER } from '@clinique/api';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContactConfig } from '../src/config.ts';
import { createContactApp } from '../src/contact/route.ts';
import { consoleLogger } from '../src/logger.ts';
import { createSesMailer } from '../src/mail/mailer.ts';
import {
  ORIGIN_MAX_AGE_MS,
  ORIGIN_REFRESH_MS,
  behindCloudFront,
  originCheck,
} from '../src/origin.ts';
import type { ParameterFetcher } from '../src/secrets.ts';
import { siteFacts } from '../src/site-facts.ts';
import { captureLogger, startTestStack, uniqueEmail, type TestStack } from './helpers.ts';

const PARAMETER = '/clinique/production/origin-secrets';

/** An SSM stand-in whose value the test changes, counting reads. */
function parameterStore(initial: string) {
  const store = { value: initial, reads: 0 };
  const fetchParameters: ParameterFetcher = async (names) => {
    store.reads += 1;
    return Object.fromEntries(names.map((name) => [name, store.value]));
  };
  return { store, fetchParameters };
}

describe('originCheck', () => {
  it('production without a secret is refused at start; locally there is no check', () => {
    expect(() => originCheck({ NODE_ENV: 'production' })).toThrow(/ORIGIN_SECRET_PARAMETER/);
    expect(() => originCheck({ AWS_LAMBDA_FUNCTION_NAME: 'send-contact-email' })).toThrow(
      /ORIGIN_SECRET_PARAMETER/,
    );
    expect(() => originCheck({ ORIGIN_SECRET: 'a', ORIGIN_SECRET_PARAMETER: PARAMETER })).toThrow(
      /both set/,
    );
    expect(originCheck({})).toBeUndefined();
  });

  it('accepts every listed value and nothing else', async () => {
    const check = originCheck({ ORIGIN_SECRET: 'new-secret, old-secret' });
    expect(await check?.verify('new-secret')).toBe(true);
    expect(await check?.verify('old-secret')).toBe(true);
    for (const wrong of [undefined, '', 'new-secre', 'new-secret,old-secret', 'NEW-SECRET']) {
      expect(await check?.verify(wrong), String(wrong)).toBe(false);
    }
  });

  it('rotation through SSM: the new value is accepted once listed, re-read at most once a minute', async () => {
    const { store, fetchParameters } = parameterStore('first');
    let now = 0;
    const check = originCheck(
      { ORIGIN_SECRET_PARAMETER: PARAMETER, NODE_ENV: 'production' },
      { fetchParameters, now: () => now },
    );
    expect(await check?.verify('first')).toBe(true);
    expect(store.reads).toBe(1);
    // Forged values within the minute cost no SSM read.
    expect(await check?.verify('forged')).toBe(false);
    now += ORIGIN_REFRESH_MS - 1;
    expect(await check?.verify('forged')).toBe(false);
    expect(store.reads).toBe(1);

    // Rotation step 1: the new value first, the old one kept; CloudFront still sends the old one.
    store.value = 'second,first';
    now += ORIGIN_REFRESH_MS;
    expect(await check?.verify('second')).toBe(true);
    expect(store.reads).toBe(2);
    expect(await check?.verify('first')).toBe(true);
    // Step 2, once CloudFront sends the new one: the old value goes within five minutes.
    store.value = 'second';
    now += ORIGIN_REFRESH_MS;
    expect(await check?.verify('first')).toBe(true);
    now += ORIGIN_MAX_AGE_MS;
    expect(await check?.verify('first')).toBe(false);
    expect(await check?.verify('second')).toBe(true);
  });

  it('a parameter that does not exist fails the check (503 below), it never lets a request in', async () => {
    const { fetchParameters } = parameterStore('');
    const check = originCheck({ ORIGIN_SECRET_PARAMETER: PARAMETER }, { fetchParameters });
    await expect(check?.verify('anything')).rejects.toThrow(/missing or empty/);
  });
});

describe('behindCloudFront: the contact function as Lambda runs it', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());
  beforeEach(async () => {
    await fetch(`${stack.services.sesUrl}/clear-store`, { method: 'POST' });
  });

  function contactFunction(check: ReturnType<typeof originCheck>, log = captureLogger()) {
    const config = loadContactConfig(stack.env);
    const app = createContactApp(config, {
      facts: siteFacts,
      log,
      mailer: createSesMailer(config.mail, siteFacts.clinic.name),
    });
    return { app: behindCloudFront(app, check, log), log };
  }

  function post(app: ReturnType<typeof contactFunction>['app'], headers: Record<string, string>) {
    return app.request('/api/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl, ...headers },
      body: JSON.stringify({
        name: 'Jeanne',
        email: uniqueEmail('origin'),
        phone: '',
        traitement: '',
        message: 'Bonjour',
      }),
    });
  }

  it('without the header, or with a wrong one: 403 in French, no e-mail', async () => {
    const { app, log } = contactFunction(originCheck({ ORIGIN_SECRET: 'cloudfront-secret' }));
    for (const headers of [{}, { [ORIGIN_HEADER]: 'guess' }] as Record<string, string>[]) {
      const response = await post(app, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'forbidden',
        message: siteFacts.api.request.notThroughSite,
      });
    }
    expect(await stack.mails()).toHaveLength(0);
    expect(log.lines.filter((line) => line.event === 'request.done')).toEqual([
      expect.objectContaining({ level: 'info', status: 403 }),
      expect.objectContaining({ level: 'info', status: 403 }),
    ]);
    // Only the outer line: the contact route never ran.
    expect(log.lines.map((line) => line.event)).toEqual(['request.done', 'request.done']);
  });

  it('through CloudFront: sent, and every line carries CloudFront’s request id', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const { app } = contactFunction(
        originCheck({ ORIGIN_SECRET: 'cloudfront-secret' }),
        consoleLogger as ReturnType<typeof captureLogger>,
      );
      const response = await post(app, {
        [ORIGIN_HEADER]: 'cloudfront-secret',
        'x-amz-cf-id': 'cf-id-123==',
      });
      expect(response.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line['event'], line['cloudfrontId']])).toEqual([
      ['contact.sent', 'cf-id-123=='],
      ['request.done', 'cf-id-123=='],
    ]);
    expect(lines[1]).toMatchObject({ level: 'info', status: 200, path: '/api/send-contact-email' });
    expect(await stack.mails()).toHaveLength(1);
  });

  it('a handled 502 (SES down) is a request.done line at level error: the alarm’s filter', async () => {
    const log = captureLogger();
    const config = loadContactConfig({ ...stack.env, SES_ENDPOINT: stack.unreachableUrl });
    const app = behindCloudFront(
      createContactApp(config, {
        facts: siteFacts,
        log,
        mailer: createSesMailer(config.mail, siteFacts.clinic.name),
      }),
      undefined,
      log,
    );
    expect((await post(app, {})).status).toBe(502);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', event: 'request.done', status: 502 });
  });

  it('SSM unreadable: 503, nothing read or sent', async () => {
    const { fetchParameters } = parameterStore('');
    const { app, log } = contactFunction(
      originCheck({ ORIGIN_SECRET_PARAMETER: PARAMETER }, { fetchParameters }),
    );
    const response = await post(app, { [ORIGIN_HEADER]: 'anything' });
    expect(response.status).toBe(503);
    expect(await stack.mails()).toHaveLength(0);
    expect(log.lines.map((line) => line.event)).toEqual([
      'request.origin_check_failed',
      'request.done',
    ]);
  });
});

describe('the request log', () => {
  it('names a voucher route by its shape, never with the code in it', async () => {
    const log = captureLogger();
    const app = new Hono().post('/api/desk/vouchers/:code/uses', (c) => c.json({}));
    const response = await behindCloudFront(app, undefined, log).request(
      '/api/desk/vouchers/BC-23456789AB/uses',
      { method: 'POST' },
    );
    expect(response.status).toBe(200);
    expect(log.lines).toEqual([
      expect.objectContaining({ event: 'request.done', path: '/api/desk/vouchers/:code/uses' }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('BC-23456789AB');
  });
});

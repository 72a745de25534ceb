import { fillTemplate } from '@clinique/catalog/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '@clinique/api';
import { Hono } from 'hono';
import { finishApp, formFields, REFUSALS } from '../src/http.ts';
import { captureLogger, startTestStack, type TestStack } from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const routes = ['/api/send-contact-email', '/api/create-payment'];

describe('HTTP guards of the API', () => {
  it.each(routes)('%s allows the site origin only (CORS)', async (path) => {
    const preflight = await fetch(`${stack.apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: stack.apiUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(stack.apiUrl);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST,OPTIONS');

    const foreign = await fetch(`${stack.apiUrl}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const post = await stack.post(path, {}, { origin: 'https://evil.example' });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({
      error: 'forbidden_origin',
      message: REFUSALS.forbiddenOrigin,
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts the other loopback name of a local site (localhost ↔ 127.0.0.1)', async () => {
    const alias = stack.apiUrl.replace('127.0.0.1', 'localhost');
    const response = await stack.post('/api/send-contact-email', {}, { origin: alias });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(alias);
  });

  it.each([...routes, '/api/stripe-webhook'])('%s answers 405 to other methods', async (path) => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${stack.apiUrl}${path}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toMatch(/^POST/);
      expect(await response.json()).toEqual({
        error: 'method_not_allowed',
        message: fillTemplate(REFUSALS.methodNotAllowed, { method: 'POST' }),
      });
    }
  });

  it.each(routes)('%s refuses a body over 16 KB with 413', async (path) => {
    const response = await stack.post(path, { message: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'payload_too_large',
      message: fillTemplate(REFUSALS.tooLarge, { size: 16 }),
    });
  });

  it('refuses a chunked body over the limit too (no Content-Length)', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index += 1)
          controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const response = await fetch(`${stack.apiUrl}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses a webhook body over 64 KB with 413', async () => {
    const response = await stack.deliver(JSON.stringify({ padding: 'x'.repeat(65 * 1024) }));
    expect(response.status).toBe(413);
  });

  it.each(routes)(
    '%s refuses other bodies than JSON and forms (415), malformed JSON (400)',
    async (path) => {
      const plain = await stack.post(path, '{"name":"a"}', { 'content-type': 'text/plain' });
      expect(plain.status).toBe(415);
      expect(await plain.json()).toEqual({
        error: 'unsupported_media_type',
        message: REFUSALS.unsupportedType,
      });
      const multipart = await stack.post(path, '--x--', {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(multipart.status).toBe(415);
      const broken = await stack.post(path, '{"name": "a",');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({
        error: 'invalid_json',
        message: REFUSALS.invalidJson,
      });
      for (const body of ['[]', '"text"', 'null', '42']) {
        const response = await stack.post(path, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalid_request' });
      }
    },
  );

  it('reads a form body: a repeated name as a list, __proto__ as a plain field', () => {
    const fields = formFields('name=a&name=b&__proto__=x&email=j%40example.com&vide=');
    expect(Object.entries(fields)).toEqual([
      ['name', ['a', 'b']],
      ['__proto__', 'x'],
      ['email', 'j@example.com'],
      ['vide', ''],
    ]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('answers 404 in JSON for unknown paths', async () => {
    const response = await fetch(`${stack.apiUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: REFUSALS.notFound,
    });
  });

  it('answers every exact route of the API contract with its method', async () => {
    const routes = Object.values(API_FUNCTIONS).flatMap((fn) =>
      fn.answers.filter((answer) => 'method' in answer),
    );
    expect(routes.map((route) => route.path).sort()).toEqual([
      '/api/create-payment',
      '/api/send-contact-email',
      '/api/stripe-webhook',
      '/api/voucher-code',
    ]);
    for (const route of routes) {
      const response =
        route.method === 'POST'
          ? await stack.post(route.path, {})
          : await fetch(`${stack.apiUrl}${route.path}`);
      // Refused for its empty input, never unknown.
      expect([route.path, response.status]).toEqual([route.path, 400]);
    }
  });
});

describe('an unexpected error', () => {
  it('is logged with its route, not the address, which may hold a voucher code', async () => {
    const log = captureLogger();
    const app = new Hono();
    app.get('/api/desk/vouchers/:code', () => {
      throw new Error('boom');
    });
    finishApp(app, log);
    const answer = await app.request('/api/desk/vouchers/BC-23456789AB');
    expect(answer.status).toBe(500);
    expect(log.lines).toEqual([
      expect.objectContaining({
        event: 'request.unhandled_error',
        route: '/api/desk/vouchers/:code',
      }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('BC-23456789AB');
  });
});

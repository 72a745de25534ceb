/**
 * Local Stripe stand-in: dev-only, never bundled. Answers the real `stripe` SDK for the calls the
 * functions make, idempotency keys included, and serves a test payment page that sends signed events.
 */
import Stripe from 'stripe';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import {
  FormError,
  formInteger,
  formList,
  formObject,
  formString,
  parseStripeForm,
  type FormObject,
} from './form.ts';
import { notFoundPage, payPage } from './pay-page.tsx';

/** Marker checked by the bundle script: this text must never appear in a Lambda bundle. */
export const STAND_IN_MARKER = 'LOCAL_STRIPE_STAND_IN_NEVER_BUNDLED';

export interface StripeStandInOptions {
  port?: number;
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  businessName?: string;
  /** Lets tests hold requests to choose the interleaving, instead of widening races with delays. */
  hold?: (request: StandInRequest) => Promise<void> | void;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  conflict: boolean;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  sessionId: string;
  status: number | 'network_error';
  at: number;
}

export interface StoredEvent {
  id: string;
  type: string;
  sessionId: string;
  payload: string;
}

export interface StripeStandIn {
  url: string;
  port: number;
  setWebhookUrl(url: string): void;
  sessions(): ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  events(): readonly StoredEvent[];
  deliveries(): readonly WebhookDelivery[];
  resend(eventId: string): Promise<WebhookDelivery>;
  refund(sessionId: string, amountCents?: number): Promise<WebhookDelivery>;
  stop(): Promise<void>;
}

interface StoredSession {
  json: Record<string, unknown>;
  items: { name: string; description: string | undefined; quantity: number }[];
}

type IdempotencyEntry =
  | { fingerprint: string; state: 'running' }
  | { fingerprint: string; state: 'done'; status: number; body: unknown };

class ApiError extends Error {
  readonly status: number;
  readonly body: { type: string; code?: string; param?: string; message: string };
  constructor(
    status: number,
    body: { type: string; code?: string; param?: string; message: string },
  ) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function randomId(prefix: string, length = 40): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}${id}`;
}

const invalid = (param: string, message: string, code = 'parameter_invalid_string') =>
  new ApiError(400, { type: 'invalid_request_error', code, param, message });

const CREATE_PARAMS = new Set([
  'mode',
  'locale',
  'submit_type',
  'customer_email',
  'line_items',
  'metadata',
  'payment_intent_data',
  'success_url',
  'cancel_url',
  'expires_at',
  'expand',
]);

function checkMetadata(metadata: FormObject, param: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value !== 'string')
      throw invalid(`${param}[${key}]`, `Invalid string: ${param}[${key}]`);
    if (key.length > 40) {
      throw invalid(`${param}[${key}]`, 'Metadata keys must be at most 40 characters long.');
    }
    if (value.length > 500) {
      throw invalid(`${param}[${key}]`, 'Metadata values must be at most 500 characters long.');
    }
    result[key] = value;
  }
  if (Object.keys(result).length > 50) throw invalid(param, 'Metadata can have at most 50 keys.');
  return result;
}

function checkUrl(value: string | undefined, param: string, required: boolean): string | null {
  if (value === undefined || value === '') {
    if (required) throw invalid(param, `Missing required param: ${param}.`, 'parameter_missing');
    return null;
  }
  try {
    const url = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw invalid(param, `Not a valid URL: ${param}`, 'url_invalid');
  }
  return value;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const sessions = new Map<string, StoredSession>();
  const idempotency = new Map<string, IdempotencyEntry>();
  const events: StoredEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const businessName = options.businessName ?? 'Boutique de test';
  const hold = options.hold ?? (() => undefined);
  const retryDelays = options.retryDelaysMs ?? [2_000, 10_000];
  const log = options.log ?? (() => undefined);
  let webhookUrl = options.webhookUrl;
  let publicUrl = '';
  let stopped = false;

  const app = new Hono();

  function stripeError(c: Context, error: ApiError): Response {
    if (error.status === 409) c.header('Stripe-Should-Retry', 'true');
    return c.json({ error: error.body }, error.status as 400);
  }

  function authenticate(c: Context): void {
    const header = c.req.header('authorization') ?? '';
    if (header !== `Bearer ${options.secretKey}`) {
      throw new ApiError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided (local Stripe stand-in).',
      });
    }
  }

  async function mutate(
    c: Context,
    run: (params: FormObject) => { status: number; body: unknown },
  ): Promise<Response> {
    try {
      authenticate(c);
    } catch (error) {
      if (error instanceof ApiError) return stripeError(c, error);
      throw error;
    }
    const raw = await c.req.text();
    const key = c.req.header('idempotency-key');
    const fingerprint = `${c.req.method} ${c.req.path}\n${raw}`;
    if (key !== undefined) {
      const entry = idempotency.get(key);
      if (entry !== undefined && entry.fingerprint !== fingerprint) {
        return stripeError(
          c,
          new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (entry?.state === 'running') {
        await hold({ method: c.req.method, path: c.req.path, idempotencyKey: key, conflict: true });
        return stripeError(
          c,
          new ApiError(409, {
            type: 'invalid_request_error',
            code: 'idempotency_key_in_use',
            message:
              'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
          }),
        );
      }
      if (entry?.state === 'done') {
        c.header('Idempotent-Replayed', 'true');
        c.header('Idempotency-Key', key);
        return c.json(entry.body, entry.status as 200);
      }
      idempotency.set(key, { fingerprint, state: 'running' });
    }
    try {
      await hold({ method: c.req.method, path: c.req.path, idempotencyKey: key, conflict: false });
      const params = parseStripeForm(raw);
      const result = run(params);
      if (key !== undefined) {
        idempotency.set(key, {
          fingerprint,
          state: 'done',
          status: result.status,
          body: result.body,
        });
        c.header('Idempotency-Key', key);
      }
      return c.json(result.body, result.status as 200);
    } catch (error) {
      // As Stripe: a request refused by validation saves no result; its key stays free.
      if (key !== undefined) idempotency.delete(key);
      if (error instanceof FormError) return stripeError(c, invalid(error.param, error.message));
      if (error instanceof ApiError) return stripeError(c, error);
      throw error;
    }
  }

  function findSession(id: string): StoredSession {
    const session = sessions.get(id);
    if (session === undefined) {
      throw new ApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: `No such checkout.session: '${id}'`,
      });
    }
    return session;
  }

  function createSession(params: FormObject): { status: number; body: unknown } {
    for (const name of Object.keys(params)) {
      if (!CREATE_PARAMS.has(name)) {
        throw invalid(name, `Received unknown parameter: ${name}`, 'parameter_unknown');
      }
    }
    const mode = formString(params['mode'], 'mode');
    if (mode !== 'payment') {
      throw invalid('mode', 'The local Stripe stand-in supports mode=payment only.');
    }
    const successUrl = checkUrl(
      formString(params['success_url'], 'success_url'),
      'success_url',
      true,
    );
    const cancelUrl = checkUrl(formString(params['cancel_url'], 'cancel_url'), 'cancel_url', false);
    const lineItems = formList(params['line_items'], 'line_items');
    if (lineItems.length === 0) {
      throw invalid('line_items', 'Missing required param: line_items.', 'parameter_missing');
    }
    let currency: string | undefined;
    let total = 0;
    const items = lineItems.map((value, index) => {
      const param = `line_items[${index}]`;
      const item = formObject(value, param);
      const quantity = formInteger(item['quantity'], `${param}[quantity]`) ?? 0;
      if (quantity < 1) throw invalid(`${param}[quantity]`, 'Quantity must be at least 1.');
      const priceData = formObject(item['price_data'], `${param}[price_data]`);
      const itemCurrency = formString(priceData['currency'], `${param}[price_data][currency]`);
      if (itemCurrency === undefined || !/^[a-z]{3}$/.test(itemCurrency)) {
        throw invalid(`${param}[price_data][currency]`, 'Invalid currency.');
      }
      if (currency !== undefined && currency !== itemCurrency) {
        throw invalid(
          `${param}[price_data][currency]`,
          'All line items must use the same currency.',
        );
      }
      currency = itemCurrency;
      const unitAmount = formInteger(priceData['unit_amount'], `${param}[price_data][unit_amount]`);
      if (unitAmount === undefined || unitAmount < 50) {
        throw invalid(
          `${param}[price_data][unit_amount]`,
          'The Checkout Session total must be at least 0.50 (in the currency).',
          'amount_too_small',
        );
      }
      const product = formObject(priceData['product_data'], `${param}[price_data][product_data]`);
      const name = formString(product['name'], `${param}[price_data][product_data][name]`);
      if (name === undefined || name === '') {
        throw invalid(
          `${param}[price_data][product_data][name]`,
          'Missing required param: name.',
          'parameter_missing',
        );
      }
      total += unitAmount * quantity;
      return {
        name,
        description: formString(
          product['description'],
          `${param}[price_data][product_data][description]`,
        ),
        quantity,
      };
    });
    const metadata = checkMetadata(formObject(params['metadata'], 'metadata'), 'metadata');
    const intentData = formObject(params['payment_intent_data'], 'payment_intent_data');
    checkMetadata(
      formObject(intentData['metadata'], 'payment_intent_data[metadata]'),
      'payment_intent_data[metadata]',
    );
    const customerEmail = formString(params['customer_email'], 'customer_email') ?? null;
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
      throw invalid('customer_email', 'Invalid email address: customer_email', 'email_invalid');
    }
    const id = randomId('cs_test_');
    const created = Math.floor(Date.now() / 1000);
    const json: Record<string, unknown> = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: formString(params['locale'], 'locale') ?? null,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      submit_type: formString(params['submit_type'], 'submit_type') ?? null,
      success_url: successUrl,
      url: `${publicUrl}/pay/${id}`,
    };
    sessions.set(id, { json, items });
    return { status: 200, body: json };
  }

  function updateSession(id: string, params: FormObject): { status: number; body: unknown } {
    const session = findSession(id);
    for (const name of Object.keys(params)) {
      if (name !== 'metadata' && name !== 'expand') {
        throw invalid(
          name,
          `The local Stripe stand-in can update metadata only (received ${name}).`,
          'parameter_unknown',
        );
      }
    }
    if (params['metadata'] !== undefined) {
      const changes = checkMetadata(formObject(params['metadata'], 'metadata'), 'metadata');
      const current = new Map(
        params['metadata'] === ''
          ? []
          : Object.entries(session.json['metadata'] as Record<string, string>),
      );
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') current.delete(key);
        else current.set(key, value);
      }
      const metadata = Object.fromEntries(current);
      if (Object.keys(metadata).length > 50)
        throw invalid('metadata', 'Metadata can have at most 50 keys.');
      session.json['metadata'] = metadata;
    }
    return { status: 200, body: session.json };
  }

  app.post('/v1/checkout/sessions', (c) => mutate(c, createSession));
  app.post('/v1/checkout/sessions/:id', (c) =>
    mutate(c, (params) => updateSession(c.req.param('id'), params)),
  );
  app.get('/v1/checkout/sessions/:id', (c) => {
    try {
      authenticate(c);
      return c.json(findSession(c.req.param('id')).json);
    } catch (error) {
      if (error instanceof ApiError) return stripeError(c, error);
      throw error;
    }
  });
  app.all('/v1/*', (c) =>
    stripeError(
      c,
      new ApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). The local Stripe stand-in implements Checkout Sessions only.`,
      }),
    ),
  );

  async function deliver(event: StoredEvent, attempt: number): Promise<WebhookDelivery> {
    const record = (status: number | 'network_error'): WebhookDelivery => {
      const delivery = {
        eventId: event.id,
        type: event.type,
        sessionId: event.sessionId,
        status,
        at: Date.now(),
      };
      deliveries.push(delivery);
      log(`[stripe stand-in] ${event.type} ${event.sessionId} → ${String(status)}`);
      const failed = status === 'network_error' || status < 200 || status >= 300;
      const delay = retryDelays[attempt];
      if (failed && delay !== undefined && !stopped) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void deliver(event, attempt + 1);
        }, delay);
        timer.unref();
        timers.add(timer);
      }
      return delivery;
    };
    if (webhookUrl === undefined) return record('network_error');
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: event.payload,
            secret: options.webhookSecret,
          }),
        },
        body: event.payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      return record(response.status);
    } catch {
      return record('network_error');
    }
  }

  function emit(
    type: string,
    session: StoredSession,
    object: Record<string, unknown> = session.json,
  ): StoredEvent {
    const id = randomId('evt_', 24);
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2026-02-25.clover',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const event = { id, type, sessionId: String(session.json['id']), payload };
    events.push(event);
    return event;
  }

  function pageSession(session: StoredSession) {
    const json = session.json;
    return {
      id: String(json['id']),
      amountTotal: Number(json['amount_total']),
      currency: String(json['currency']),
      customerEmail: typeof json['customer_email'] === 'string' ? json['customer_email'] : null,
      status: json['status'] as 'open' | 'complete' | 'expired',
      successUrl: String(json['success_url']),
      items: session.items,
    };
  }

  app.get('/pay/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    if (session === undefined) return c.html(notFoundPage(), 404);
    return c.html(payPage(pageSession(session), businessName));
  });

  app.post('/pay/:id', async (c) => {
    const session = sessions.get(c.req.param('id'));
    if (session === undefined) return c.html(notFoundPage(), 404);
    if (session.json['status'] !== 'open')
      return c.html(payPage(pageSession(session), businessName), 409);
    const email = session.json['customer_email'];
    session.json['status'] = 'complete';
    session.json['payment_status'] = 'paid';
    session.json['payment_intent'] = randomId('pi_', 24);
    session.json['customer_details'] = {
      email: typeof email === 'string' ? email : null,
      name: null,
    };
    await deliver(emit('checkout.session.completed', session), 0);
    const id = String(session.json['id']);
    return c.redirect(
      String(session.json['success_url']).replace('{CHECKOUT_SESSION_ID}', id),
      303,
    );
  });

  app.post('/pay/:id/cancel', (c) => {
    const session = sessions.get(c.req.param('id'));
    if (session === undefined) return c.html(notFoundPage(), 404);
    const cancelUrl = session.json['cancel_url'];
    if (typeof cancelUrl !== 'string') return c.html(payPage(pageSession(session), businessName));
    return c.redirect(cancelUrl, 303);
  });

  app.get('/', (c) =>
    c.json({
      stand_in: 'Local Stripe stand-in (dev only)',
      marker: STAND_IN_MARKER,
      sessions: [...sessions.keys()],
      deliveries,
    }),
  );

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port ?? 12111, hostname: '127.0.0.1' },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://127.0.0.1:${port}`;

  return {
    url: publicUrl,
    port,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    sessions: () => new Map([...sessions].map(([id, session]) => [id, session.json])),
    events: () => events,
    deliveries: () => deliveries,
    refund(sessionId, amountCents) {
      const session = sessions.get(sessionId);
      const intent = session?.json['payment_intent'];
      if (session === undefined || typeof intent !== 'string') {
        return Promise.reject(new Error(`No paid session ${sessionId}`));
      }
      const amount = Number(session.json['amount_total']);
      const refunded = Math.min(amount, amountCents ?? amount);
      const charge = {
        id: randomId('ch_', 24),
        object: 'charge',
        amount,
        amount_refunded: refunded,
        currency: session.json['currency'],
        payment_intent: intent,
        refunded: refunded === amount,
      };
      return deliver(emit('charge.refunded', session, charge), 0);
    },
    resend(eventId) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (event === undefined) return Promise.reject(new Error(`No such event: ${eventId}`));
      return deliver(event, retryDelays.length);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/**
 * Local Stripe stand-in: dev-only, never bundled. Answers the real `stripe` SDK for the calls the
 * functions make, idempotency keys included, and serves a test payment page that sends signed events.
 */
import Stripe from 'stripe';
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  ApiError,
  formInteger,
  formList,
  formObject,
  formString,
  invalid,
  parseStripeForm,
  requestError,
  type FormObject,
  type FormValue,
} from './form.ts';
import { notFoundPage, payPage } from './pay-page.tsx';
import { closeServer, serveLocal, serverUrl } from './serve-later.ts';

/** Marker checked by the bundle script: this text must never appear in a Lambda bundle. */
export const STAND_IN_MARKER = 'LOCAL_STRIPE_STAND_IN_NEVER_BUNDLED';

export interface StripeStandInOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  businessName: string;
  /** Lets tests hold requests to choose the interleaving, instead of widening races with delays. */
  hold?: (request: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    conflict: boolean;
  }) => Promise<void> | void;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
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

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
export type StoredSession = ReturnType<typeof checkoutSession>;

const missing = (param: string, name = param) =>
  invalid(param, `Missing required param: ${name}.`, 'parameter_missing');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const randomId = (prefix: string, length = 40) =>
  prefix +
  Array.from(randomBytes(length), (byte) => ALPHABET.charAt(byte % ALPHABET.length)).join('');

const CREATE_PARAMS =
  `mode locale submit_type customer_email line_items metadata payment_intent_data
  success_url cancel_url expires_at expand`.split(/\s+/);

/** The first parameter not `known` is refused, as Stripe does. */
function onlyKnown(params: FormObject, known: string[], refusal: (name: string) => string) {
  const name = Object.keys(params).find((key) => !known.includes(key));
  if (name !== undefined) throw invalid(name, refusal(name), 'parameter_unknown');
}

function atMost50Keys(metadata: Record<string, string>, param: string): Record<string, string> {
  if (Object.keys(metadata).length > 50) throw invalid(param, 'Metadata can have at most 50 keys.');
  return metadata;
}

function checkMetadata(value: FormValue | undefined, param: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(formObject(value, param))) {
    const name = `${param}[${key}]`;
    if (typeof entry !== 'string') throw invalid(name, `Invalid string: ${name}`);
    if (key.length > 40) throw invalid(name, 'Metadata keys must be at most 40 characters long.');
    if (entry.length > 500)
      throw invalid(name, 'Metadata values must be at most 500 characters long.');
    result[key] = entry;
  }
  return atMost50Keys(result, param);
}

function checkUrl(params: FormObject, param: string): string | null {
  const value = formString(params[param], param);
  if (value === undefined || value === '') return null;
  const { protocol } = URL.parse(value.replace('{CHECKOUT_SESSION_ID}', 'x')) ?? {};
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw invalid(param, `Not a valid URL: ${param}`, 'url_invalid');
  }
  return value;
}

/** Validates the parameters of a Checkout Session as Stripe does, and makes the session. */
function checkoutSession(params: FormObject, standInUrl: string) {
  onlyKnown(params, CREATE_PARAMS, (name) => `Received unknown parameter: ${name}`);
  if (formString(params['mode'], 'mode') !== 'payment') {
    throw invalid('mode', 'The local Stripe stand-in supports mode=payment only.');
  }
  const successUrl = checkUrl(params, 'success_url');
  if (successUrl === null) throw missing('success_url');
  const cancelUrl = checkUrl(params, 'cancel_url');
  const lineItems = formList(params['line_items'], 'line_items');
  if (lineItems.length === 0) throw missing('line_items');
  let currency = '';
  let total = 0;
  const items = lineItems.map((value, index) => {
    const param = `line_items[${index}]`;
    const item = formObject(value, param);
    const quantity = formInteger(item['quantity'], `${param}[quantity]`) ?? 0;
    if (quantity < 1) throw invalid(`${param}[quantity]`, 'Quantity must be at least 1.');
    const price = `${param}[price_data]`;
    const priceData = formObject(item['price_data'], price);
    const itemCurrency = formString(priceData['currency'], `${price}[currency]`);
    if (itemCurrency === undefined || !/^[a-z]{3}$/.test(itemCurrency)) {
      throw invalid(`${price}[currency]`, 'Invalid currency.');
    }
    if (index > 0 && currency !== itemCurrency) {
      throw invalid(`${price}[currency]`, 'All line items must use the same currency.');
    }
    currency = itemCurrency;
    const unitAmount = formInteger(priceData['unit_amount'], `${price}[unit_amount]`);
    if (unitAmount === undefined || unitAmount < 50) {
      throw invalid(
        `${price}[unit_amount]`,
        'The Checkout Session total must be at least 0.50 (in the currency).',
        'amount_too_small',
      );
    }
    const product = `${price}[product_data]`;
    const productData = formObject(priceData['product_data'], product);
    const name = formString(productData['name'], `${product}[name]`);
    if (name === undefined || name === '') throw missing(`${product}[name]`, 'name');
    total += unitAmount * quantity;
    const description = formString(productData['description'], `${product}[description]`);
    return { name, description, quantity };
  });
  const metadata = checkMetadata(params['metadata'], 'metadata');
  const intentData = formObject(params['payment_intent_data'], 'payment_intent_data');
  checkMetadata(intentData['metadata'], 'payment_intent_data[metadata]');
  const customerEmail = formString(params['customer_email'], 'customer_email') ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
    throw invalid('customer_email', 'Invalid email address: customer_email', 'email_invalid');
  }
  const id = randomId('cs_test_');
  const created = Math.floor(Date.now() / 1000);
  const json = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl,
    created,
    currency,
    customer: null,
    customer_details: null as { email: string | null; name: null } | null,
    customer_email: customerEmail,
    expires_at: created + 24 * 3600,
    livemode: false,
    locale: formString(params['locale'], 'locale') ?? null,
    metadata,
    mode: 'payment',
    payment_intent: null as string | null,
    payment_status: 'unpaid',
    status: 'open',
    submit_type: formString(params['submit_type'], 'submit_type') ?? null,
    success_url: successUrl,
    url: `${standInUrl}/pay/${id}`,
  };
  return { json, items };
}

export async function startStripeStandIn(options: StripeStandInOptions) {
  const sessions = new Map<string, StoredSession>();
  const refundedBySession = new Map<string, number>();
  // A key's entry has a body once its request succeeded; until then it is in progress.
  const idempotency = new Map<string, { fingerprint: string; body?: unknown }>();
  const events: StoredEvent[] = [];
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const hold = options.hold ?? (() => undefined);
  const retryDelays = options.retryDelaysMs ?? [2_000, 10_000];
  const log = options.log ?? (() => undefined);
  let webhookUrl = options.webhookUrl;
  let stopped = false;

  const app = new Hono();

  app.onError((error, c) => {
    if (!(error instanceof ApiError)) {
      console.error(error);
      return c.text('Internal Server Error', 500);
    }
    if (error.status === 409) c.header('Stripe-Should-Retry', 'true');
    return c.json({ error: error.body }, error.status as 400);
  });

  function authenticate(c: Context): void {
    if (c.req.header('authorization') !== `Bearer ${options.secretKey}`) {
      throw requestError(401, 'Invalid API Key provided (local Stripe stand-in).');
    }
  }

  async function mutate(c: Context, run: (params: FormObject) => unknown): Promise<Response> {
    authenticate(c);
    const raw = await c.req.text();
    const { method, path } = c.req;
    const key = c.req.header('idempotency-key');
    const fingerprint = `${method} ${path}\n${raw}`;
    const entry = key === undefined ? undefined : idempotency.get(key);
    if (entry !== undefined && entry.fingerprint !== fingerprint) {
      throw new ApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (entry?.body !== undefined) {
      c.header('Idempotent-Replayed', 'true');
      c.header('Idempotency-Key', key);
      return c.json(entry.body);
    }
    if (entry !== undefined) {
      await hold({ method, path, idempotencyKey: key, conflict: true });
      throw requestError(
        409,
        'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
        { code: 'idempotency_key_in_use' },
      );
    }
    if (key !== undefined) idempotency.set(key, { fingerprint });
    try {
      await hold({ method, path, idempotencyKey: key, conflict: false });
      const body = run(parseStripeForm(raw));
      if (key !== undefined) {
        idempotency.set(key, { fingerprint, body });
        c.header('Idempotency-Key', key);
      }
      return c.json(body);
    } catch (error) {
      // As Stripe: a request refused by validation saves no result; its key stays free.
      if (key !== undefined) idempotency.delete(key);
      throw error;
    }
  }

  function findSession(id: string): StoredSession {
    const session = sessions.get(id);
    if (session === undefined) {
      throw requestError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    return session;
  }

  function updateSession(id: string, params: FormObject) {
    const { json } = findSession(id);
    onlyKnown(
      params,
      ['metadata', 'expand'],
      (name) => `The local Stripe stand-in can update metadata only (received ${name}).`,
    );
    if (params['metadata'] !== undefined) {
      const changes = checkMetadata(params['metadata'], 'metadata');
      const current = new Map(params['metadata'] === '' ? [] : Object.entries(json.metadata));
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') current.delete(key);
        else current.set(key, value);
      }
      json.metadata = atMost50Keys(Object.fromEntries(current), 'metadata');
    }
    return json;
  }

  app.post('/v1/checkout/sessions', (c) =>
    mutate(c, (params) => {
      const session = checkoutSession(params, url);
      sessions.set(session.json.id, session);
      return session.json;
    }),
  );
  app.post('/v1/checkout/sessions/:id', (c) =>
    mutate(c, (params) => updateSession(c.req.param('id'), params)),
  );
  // The list, filtered by payment intent only: the webhook's way from a refund to its session.
  app.get('/v1/checkout/sessions', (c) => {
    authenticate(c);
    const intent = c.req.query('payment_intent');
    const data = [...sessions.values()]
      .map((session) => session.json)
      .filter((json) => intent === undefined || json.payment_intent === intent);
    return c.json({ object: 'list', url: '/v1/checkout/sessions', has_more: false, data });
  });
  app.get('/v1/checkout/sessions/:id', (c) => {
    authenticate(c);
    return c.json(findSession(c.req.param('id')).json);
  });
  app.all('/v1/*', (c) => {
    throw requestError(
      404,
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). The local Stripe stand-in implements Checkout Sessions only.`,
    );
  });

  async function deliver(event: StoredEvent, attempt = 0): Promise<WebhookDelivery> {
    const status =
      webhookUrl === undefined
        ? 'network_error'
        : await fetch(webhookUrl, {
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
          })
            .then(async (response) => {
              await response.arrayBuffer();
              return response.status;
            })
            .catch(() => 'network_error' as const);
    const { id: eventId, type, sessionId } = event;
    const delivery = { eventId, type, sessionId, status, at: Date.now() };
    deliveries.push(delivery);
    log(`[stripe stand-in] ${type} ${sessionId} → ${String(status)}`);
    const delay = retryDelays[attempt];
    if (!/^2\d\d$/.test(String(status)) && delay !== undefined && !stopped) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(event, attempt + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
    return delivery;
  }

  function emit(type: string, session: StoredSession, object: object = session.json): StoredEvent {
    const id = randomId('evt_', 24);
    const envelope = {
      id,
      object: 'event',
      api_version: '2026-02-25.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(envelope, null, 2);
    const event = { id, type, sessionId: session.json.id, payload };
    events.push(event);
    return event;
  }

  const showPage = (c: Context, session: StoredSession, status: 200 | 409 = 200) =>
    c.html(payPage(session, options.businessName), status);

  const withSession =
    (handle: (c: Context, session: StoredSession) => Response | Promise<Response>) =>
    (c: Context) => {
      const session = sessions.get(c.req.param('id') ?? '');
      return session === undefined ? c.html(notFoundPage(), 404) : handle(c, session);
    };

  app.get('/pay/:id', withSession(showPage));

  app.post(
    '/pay/:id',
    withSession(async (c, session) => {
      const { json } = session;
      if (json.status !== 'open') return showPage(c, session, 409);
      json.status = 'complete';
      json.payment_status = 'paid';
      json.payment_intent = randomId('pi_', 24);
      json.customer_details = { email: json.customer_email, name: null };
      await deliver(emit('checkout.session.completed', session));
      return c.redirect(json.success_url.replace('{CHECKOUT_SESSION_ID}', json.id), 303);
    }),
  );

  app.post(
    '/pay/:id/cancel',
    withSession((c, session) => {
      const cancelUrl = session.json.cancel_url;
      return cancelUrl === null ? showPage(c, session) : c.redirect(cancelUrl, 303);
    }),
  );

  app.get('/', (c) =>
    c.json({
      stand_in: 'Local Stripe stand-in (dev only)',
      marker: STAND_IN_MARKER,
      sessions: [...sessions.keys()],
      deliveries,
    }),
  );

  /** A paid session and its payment intent, which refunds and disputes name. */
  function paid(sessionId: string) {
    const session = sessions.get(sessionId);
    const intent = session?.json.payment_intent;
    if (session === undefined || typeof intent !== 'string') {
      throw new Error(`No paid session ${sessionId}`);
    }
    return { session, intent };
  }

  const server = await serveLocal(app.fetch, options.port);
  const url = serverUrl(server);

  return {
    url,
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    sessions: (): ReadonlyMap<string, Readonly<Record<string, unknown>>> =>
      new Map([...sessions].map(([id, session]) => [id, session.json])),
    events: (): readonly StoredEvent[] => events,
    deliveries: (): readonly WebhookDelivery[] => deliveries,
    async refund(sessionId: string, amountCents?: number) {
      const { session, intent } = paid(sessionId);
      const amount = session.json.amount_total;
      const before = refundedBySession.get(sessionId) ?? 0;
      // As Stripe does: each refund adds to the charge's running total.
      const refunded = Math.min(amount, before + (amountCents ?? amount));
      refundedBySession.set(sessionId, refunded);
      const charge = {
        id: `ch_${intent.slice(3)}`,
        object: 'charge',
        amount,
        amount_refunded: refunded,
        currency: session.json.currency,
        payment_intent: intent,
        refunded: refunded === amount,
      };
      return deliver(emit('charge.refunded', session, charge));
    },
    /** A dispute opened (`status` absent), or closed as the bank decided. */
    async dispute(sessionId: string, status?: 'won' | 'lost') {
      const { session, intent } = paid(sessionId);
      const dispute = {
        id: `dp_${intent.slice(3)}`,
        object: 'dispute',
        amount: session.json.amount_total,
        charge: `ch_${intent.slice(3)}`,
        payment_intent: intent,
        status: status ?? 'needs_response',
      };
      const type = status === undefined ? 'charge.dispute.created' : 'charge.dispute.closed';
      return deliver(emit(type, session, dispute));
    },
    resend(eventId: string) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (event === undefined) return Promise.reject(new Error(`No such event: ${eventId}`));
      return deliver(event, retryDelays.length);
    },
    stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      timers.clear();
      return closeServer(server);
    },
  };
}

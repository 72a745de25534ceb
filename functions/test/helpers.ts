/**
 * Test helpers: the local stack and the API on random free ports of 127.0.0.1, the mails
 * aws-ses-v2-local received, signed webhook deliveries, captured logs.
 */
import Stripe from 'stripe';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import type { Hono } from 'hono';
import { createLocalApi, type LocalApi } from '../src/app.ts';
import { loadConfig, type ApiConfig } from '../src/config.ts';
import { createStripeClient } from '../src/stripe.ts';
import type { Deps } from '../src/deps.ts';
import type { VoucherItem } from '../src/register/schema.ts';
import type { VoucherRegister } from '../src/register/store.ts';
import type { LogFields, Logger } from '../src/logger.ts';
import { serveLater } from '../src/local/serve-later.ts';
import {
  startLocalServices,
  type LocalServices,
  type LocalServicesOptions,
} from '../src/local/stack.ts';
import type { StripeStandIn } from '../src/local/stripe-stand-in.ts';
import { voucherOffer } from '../scripts/sample-vouchers.ts';

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  at: number;
}

export interface LogLine extends LogFields {
  level: string;
  event: string;
}

/** A logger that keeps every line, to assert what logs (do not) contain. */
export function captureLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const push =
    (level: string) =>
    (event: string, fields: LogFields = {}) => {
      lines.push({ ...fields, level, event });
    };
  return {
    lines,
    info: push('info'),
    warn: push('warn'),
    error: push('error'),
    alert: push('alert'),
  };
}

/**
 * A server of 127.0.0.1 that resets every connection: a service that cannot be reached, on a port
 * it holds (no other process can take it while a test counts on it failing).
 */
export async function unreachableServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface TestStack {
  services: LocalServices;
  stripe: StripeStandIn;
  env: Record<string, string>;
  config: ApiConfig;
  api: Hono;
  /** The served API's register, worker sweep and in-flight worker runs. */
  local: LocalApi;
  register: VoucherRegister;
  /** `http://127.0.0.1:<port>`: the API (and SITE_URL). */
  apiUrl: string;
  /** `http://127.0.0.1:<port>` of a server that resets every connection (a service down). */
  unreachableUrl: string;
  logs: ReturnType<typeof captureLogger>;
  /** Builds another API on the same stack (other config or dependencies); not served. */
  makeApi(env?: Record<string, string>, overrides?: Partial<Deps>): Hono;
  /** The same, with its worker (idle, sweep). */
  makeLocalApi(env?: Record<string, string>, overrides?: Partial<Deps>): LocalApi;
  mails(): Promise<StoredMail[]>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** POSTs an event payload to the webhook, signed with the stack's secret (or `secret`). */
  deliver(
    payload: string,
    options?: { secret?: string; timestamp?: number; api?: Hono },
  ): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestStack(
  options: Omit<LocalServicesOptions, 'sesPort' | 'stripePort' | 'baseEnv'> = {},
  overrides: Partial<Deps> = {},
): Promise<TestStack> {
  const server = await serveLater();
  const apiUrl = server.url;
  const unreachable = await unreachableServer();
  const services = await startLocalServices({
    ...options,
    sesPort: 0,
    stripePort: 0,
    baseEnv: {},
    webhookUrl: `${apiUrl}/api/stripe-webhook`,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [],
  });
  if (services.stripe === undefined) throw new Error('the stand-in should run');
  const stripe = services.stripe;
  const env = services.env;
  const logs = captureLogger();
  const makeLocalApi = (extra: Record<string, string> = {}, more: Partial<Deps> = {}) =>
    createLocalApi(loadConfig({ ...env, ...extra }), { log: logs, ...overrides, ...more });
  const makeApi = (extra: Record<string, string> = {}, more: Partial<Deps> = {}) =>
    makeLocalApi(extra, more).app;
  const config = loadConfig(env);
  const local = makeLocalApi();
  const api = local.app;
  server.setApp(api);

  return {
    services,
    stripe,
    env,
    config,
    api,
    local,
    register: local.deps.register,
    apiUrl,
    unreachableUrl: unreachable.url,
    logs,
    makeApi,
    makeLocalApi,
    async mails() {
      const response = await fetch(`${services.sesUrl}/store`);
      const store = (await response.json()) as { emails: StoredMail[] };
      return store.emails;
    },
    post(path, body, headers = {}) {
      return fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: apiUrl, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    deliver(payload, { secret, timestamp, api: target } = {}) {
      const request = new Request(`${apiUrl}/api/stripe-webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: secret ?? env['STRIPE_WEBHOOK_SECRET'] ?? '',
            timestamp,
          }),
        },
        body: payload,
      });
      return target ? Promise.resolve(target.fetch(request)) : fetch(request);
    },
    async stop() {
      await local.idle();
      await services.stop();
      await server.close();
      await unreachable.close();
    },
  };
}

/** A fresh order-attempt id, as the page's script makes one per order attempt. */
export function attemptId(): string {
  return randomBytes(16).toString('base64url');
}

/** A voucher order as the site's card posts it (a new attempt each time): the popular offer. */
export function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const popular = voucherOffer('popular');
  return {
    amount: popular.price,
    giftType: popular.title,
    senderName: 'Paul Martin',
    recipientName: 'Élise Durand',
    email: uniqueEmail('acheteur'),
    attempt: attemptId(),
    acceptTerms: true,
    ...overrides,
  };
}

/** Creates a Checkout Session through the API; returns its id and payment page URL. */
export async function createSession(
  stack: TestStack,
  body: Record<string, unknown> = order(),
): Promise<{ id: string; url: string }> {
  const response = await stack.post('/api/create-payment', body);
  if (response.status !== 200) {
    throw new Error(`create-payment answered ${response.status}: ${await response.text()}`);
  }
  const { url } = (await response.json()) as { url: string };
  const id = url.split('/pay/')[1] ?? '';
  return { id, url };
}

/** Clicks « Payer » on the stand-in's page; returns where the browser is sent. */
export async function pay(url: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/**
 * A paid session whose event was not delivered (the webhook was unreachable at payment): its
 * voucher is still to be sent.
 */
export async function paidUndelivered(
  stack: TestStack,
  body: Record<string, unknown> = order(),
): Promise<{ id: string; eventId: string; buyer: string }> {
  const { id, url } = await createSession(stack, body);
  const webhookUrl = `${stack.apiUrl}/api/stripe-webhook`;
  stack.stripe.setWebhookUrl(`${stack.unreachableUrl}/api/stripe-webhook`);
  try {
    await pay(url);
  } finally {
    stack.stripe.setWebhookUrl(webhookUrl);
  }
  const event = stack.stripe.events().find((candidate) => candidate.sessionId === id);
  if (event === undefined) throw new Error('no event');
  return { id, eventId: event.id, buyer: String(body['email']) };
}

/**
 * A Checkout Session whose order sends the voucher to `recipient` on `date` with `message`, as
 * the voucher cards' form writes it: created through the API, its metadata completed through the
 * stand-in's Stripe API (`recipient_email`, `deliver_on`, `gift_message`).
 */
export async function createGiftSession(
  stack: TestStack,
  gift: { recipient?: string; date?: string; message?: string },
  body: Record<string, unknown> = order(),
): Promise<{ id: string; url: string; buyer: string }> {
  const session = await createSession(stack, body);
  await createStripeClient(stack.config.stripe).checkout.sessions.update(session.id, {
    metadata: {
      ...(gift.recipient === undefined ? {} : { recipient_email: gift.recipient }),
      ...(gift.date === undefined ? {} : { deliver_on: gift.date }),
      ...(gift.message === undefined ? {} : { gift_message: gift.message }),
    },
  });
  return { ...session, buyer: String(body['email']) };
}

/**
 * Pays `session` with its event reaching `api` only (its clock, its worker), not the stack's own
 * API; resolves once `api`'s worker is idle.
 */
export async function payThrough(
  stack: TestStack,
  api: LocalApi,
  session: { id: string; url: string },
): Promise<void> {
  stack.stripe.setWebhookUrl(`${stack.unreachableUrl}/api/stripe-webhook`);
  try {
    await pay(session.url);
  } finally {
    stack.stripe.setWebhookUrl(`${stack.apiUrl}/api/stripe-webhook`);
  }
  const event = stack.stripe.events().find((candidate) => candidate.sessionId === session.id);
  const answer = await stack.deliver(event?.payload ?? '', { api: api.app });
  if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
  await api.idle();
}

/** A text as a pattern that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sold Bon Éclat, fulfilled at `issuedAt`, as the register stores it. */
export function registerItem(
  code: string,
  issuedAt: string,
  more: Partial<VoucherItem> = {},
): VoucherItem {
  return {
    code,
    status: 'active',
    issuedAt,
    validUntil: '2027-11-20',
    amountCents: 15_000,
    balanceCents: 15_000,
    kind: 'offer',
    offerId: 'eclat',
    title: 'Bon Éclat',
    giftType: 'Bon Éclat',
    validityMonths: 12,
    sessionId: 'cs_test_cli',
    orderedAt: issuedAt,
    buyerName: 'Paul Martin',
    buyerEmail: 'paul@example.com',
    recipientName: 'Élise Durand',
    fulfilment: {
      state: 'done',
      attempts: 0,
      buyerEmailedAt: issuedAt,
      clinicNotifiedAt: issuedAt,
      leaseUntil: null,
      lastError: null,
    },
    history: [{ at: issuedAt, actor: 'stripe', type: 'issued', amountCents: 15_000 }],
    version: 1,
    ...more,
  };
}

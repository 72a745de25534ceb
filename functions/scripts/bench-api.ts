/**
 * `npm run bench:api`: a bounded load test of the API against the local services, on 127.0.0.1
 * only (no network). It starts aws-ses-v2-local, the Stripe stand-in and the API on free ports,
 * then:
 *
 * 1. `POST /api/create-payment` and `POST /api/send-contact-email` for a fixed duration each
 *    (autocannon; BENCH_SECONDS, default 5; BENCH_CONNECTIONS, default 10): requests/s, p50/p99
 *    latency and errors (network errors, timeouts and non-2xx answers);
 * 2. a webhook burst: 20 paid sessions, each event delivered 5 times at once (100 concurrent
 *    deliveries): every delivery answered 200, p99 under 1 s, then (once the worker is done)
 *    exactly 20 register entries and 20 voucher e-mails, one per buyer, or the script exits with 1.
 *
 * Every order has its own attempt id (a new order each time, as real buyers make them).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { createLocalApi } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Logger } from '../src/logger.ts';
import { serveLater } from '../src/local/serve-later.ts';
import { voucherOffer } from './sample-vouchers.ts';
import { startLocalServices } from '../src/local/stack.ts';

// The AWS SDK warns once that Node 20 will be unsupported (Lambda runs 22): not a figure.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const BURST_SESSIONS = 20;
const DELIVERIES_PER_SESSION = 5;

/** Counts the API's error lines (nothing is printed: the figures are the output). */
const logged = { errors: 0, alerts: 0 };
const countingLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => {
    logged.errors += 1;
  },
  alert: () => {
    logged.alerts += 1;
  },
};

const attempt = () => randomBytes(16).toString('base64url');
const address = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}@example.com`;

/** An order of the catalog's Bon Éclat, terms of sale accepted (as the page posts it). */
function order(): Record<string, unknown> {
  const eclat = voucherOffer('eclat');
  return {
    amount: eclat.price,
    giftType: eclat.title,
    acceptTerms: true,
    senderName: 'Paul Martin',
    recipientName: 'Élise Durand',
    email: address('bench'),
    attempt: attempt(),
  };
}

const contactMessage = JSON.stringify({
  name: 'Jeanne Dupont',
  email: 'jeanne@example.com',
  phone: '06 12 34 56 78',
  traitement: 'HydraFacial',
  message: 'Bonjour, je souhaite un rendez-vous pour une consultation.',
  website: '',
});

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function load(
  name: string,
  url: string,
  origin: string,
  body: () => string,
): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', origin },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<number> {
  const server = await serveLater();
  const apiUrl = server.url;
  const webhookUrl = `${apiUrl}/api/stripe-webhook`;
  const services = await startLocalServices({
    sesPort: 0,
    stripePort: 0,
    webhookUrl,
    baseEnv: {},
    webhookRetryDelaysMs: [],
  });
  const stripe = services.stripe;
  try {
    if (stripe === undefined) throw new Error('the Stripe stand-in did not start');
    const api = createLocalApi(loadConfig(services.env), { log: countingLogger });
    server.setApp(api.app);

    console.log(
      `API ${apiUrl} · ${CONNECTIONS} connections · ${SECONDS} s per endpoint (127.0.0.1 only)\n`,
    );
    const figures = [
      await load('create-payment', `${apiUrl}/api/create-payment`, apiUrl, () =>
        JSON.stringify(order()),
      ),
      await load(
        'send-contact-email',
        `${apiUrl}/api/send-contact-email`,
        apiUrl,
        () => contactMessage,
      ),
    ];
    console.log('| Endpoint | Requests | Requests/s | p50 (ms) | p99 (ms) | Errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of figures) {
      console.log(
        `| ${row.name} | ${row.requests} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
      );
    }

    // The burst: paid sessions whose first delivery went nowhere (a path of the API that answers
    // 404), then every event delivered five times at once, then once more (Stripe's retry).
    const buyers: string[] = [];
    const events: string[] = [];
    stripe.setWebhookUrl(`${apiUrl}/api/not-the-webhook`);
    for (let index = 0; index < BURST_SESSIONS; index += 1) {
      const body = { ...order(), email: address('burst') };
      const response = await fetch(`${apiUrl}/api/create-payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: apiUrl },
        body: JSON.stringify(body),
      });
      const { url } = (await response.json()) as { url: string };
      const id = url.split('/pay/')[1] ?? '';
      const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
      await paid.arrayBuffer();
      const event = stripe.events().find((candidate) => candidate.sessionId === id);
      if (event === undefined) throw new Error(`no event for ${id}`);
      buyers.push(String(body.email));
      events.push(event.id);
    }
    stripe.setWebhookUrl(webhookUrl);
    const started = performance.now();
    const timed = async (id: string) => {
      const start = performance.now();
      const delivery = await stripe.resend(id);
      return { status: delivery.status, ms: performance.now() - start };
    };
    const burst = await Promise.all(
      events.flatMap((id) => Array.from({ length: DELIVERIES_PER_SESSION }, () => timed(id))),
    );
    const burstMs = Math.round(performance.now() - started);
    await api.idle();
    const latencies = burst.map((delivery) => delivery.ms).sort((a, b) => a - b);
    const p99 = Math.round(latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0);
    const p50 = Math.round(latencies[Math.ceil(latencies.length * 0.5) - 1] ?? 0);
    const statuses = new Map<string, number>();
    for (const { status } of burst)
      statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    const mails = (
      (await (await fetch(`${services.sesUrl}/store`)).json()) as {
        emails: { destination: { to: string[] } }[];
      }
    ).emails;
    const perBuyer = buyers.map(
      (buyer) => mails.filter((mail) => mail.destination.to.includes(buyer)).length,
    );
    const voucherMails = perBuyer.reduce((sum, count) => sum + count, 0);
    const entries = await Promise.all(buyers.map((buyer) => api.deps.register.byBuyer(buyer)));
    const entryCount = entries.reduce((sum, found) => sum + found.length, 0);
    const unexpected = burst.filter((delivery) => delivery.status !== 200);

    console.log(
      `\nWebhook burst: ${BURST_SESSIONS} sessions × ${DELIVERIES_PER_SESSION} simultaneous deliveries in ${burstMs} ms · answers ${[
        ...statuses,
      ]
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')} · webhook p50 ${p50} ms, p99 ${p99} ms`,
    );
    console.log(
      `Register entries: ${entryCount} · voucher e-mails: ${voucherMails} (expected exactly ${BURST_SESSIONS} of each, one per buyer) · API error logs: ${logged.errors} · alerts: ${logged.alerts}`,
    );

    const failures = [
      ...(voucherMails !== BURST_SESSIONS || perBuyer.some((count) => count !== 1)
        ? [`voucher e-mails: ${perBuyer.join(',')} instead of one per buyer`]
        : []),
      ...(entryCount !== BURST_SESSIONS || entries.some((found) => found.length !== 1)
        ? [`register entries: ${entries.map((found) => found.length).join(',')}`]
        : []),
      ...(unexpected.length > 0 ? [`${unexpected.length} deliveries not answered 200`] : []),
      ...(p99 >= 1000 ? [`webhook p99 ${p99} ms (1 s at most)`] : []),
      ...(logged.alerts > 0 ? [`${logged.alerts} alerts logged`] : []),
    ];
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await services.stop();
    await server.close();
  }
}

process.exitCode = await main();

/**
 * `GET /api/voucher-code?session_id=…`: the confirmation page's code, the same as the e-mail's, only
 * once the session is paid; never cached; clear refusals otherwise (never a 5xx but Stripe's).
 */
import { formatEuros, formatLongDate } from '@clinique/catalog/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisDay } from '../src/voucher/model.ts';
import { siteFacts } from '../src/site-facts.ts';
import { createStripeClient, type Stripe } from '../src/stripe.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { CODE_SHOWN_MS } from '../src/webhook/route.ts';
import { createSession, order, pay, startTestStack, type TestStack } from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const codeOf = (sessionId: string) =>
  fetch(`${stack.apiUrl}/api/voucher-code?session_id=${encodeURIComponent(sessionId)}`);

describe('GET /api/voucher-code', () => {
  it('answers 202 before the payment, then the code of the voucher e-mail once paid', async () => {
    const { id, url } = await createSession(stack, order());
    const before = await codeOf(id);
    expect(before.status).toBe(202);
    expect(await before.json()).toMatchObject({ status: 'not_paid' });

    await pay(url);
    const after = await codeOf(id);
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('no-store');
    const { code } = (await after.json()) as { code: string };
    expect(code).toBe(voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? ''));

    // The same code as the e-mail's, which the worker sends from the register.
    await stack.local.idle();
    expect((await stack.mails()).some((mail) => (mail.body.text ?? '').includes(code))).toBe(true);
  });

  it('once recorded, recaps the order from the register: offer, amount, recipient, sending', async () => {
    const day = addDays(parisDay(new Date()), 3);
    const body = order({
      recipientName: 'Julie',
      deliverTo: 'recipient',
      recipientEmail: 'julie@example.org',
      deliverOn: day,
    });
    const { id, url } = await createSession(stack, body);
    await pay(url);
    await stack.local.idle();
    const answer = (await (await codeOf(id)).json()) as Record<string, unknown>;
    expect(answer['recap']).toEqual({
      title: body['giftType'],
      amount: formatEuros(Number(body['amount'])),
      recipientName: 'Julie',
      delivery: { email: 'julie@example.org', date: formatLongDate(day) },
    });
  });

  it('shows the code for an hour after the payment, then says the e-mail has it (410)', async () => {
    const { id, url } = await createSession(stack, order());
    await pay(url);
    await stack.local.idle();
    const code = voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    const issuedAt = Date.parse((await stack.register.get(code))?.issuedAt ?? '');
    const askedAt = (ms: number) =>
      stack
        .makeLocalApi({}, { now: () => new Date(issuedAt + ms) })
        .app.request(`/api/voucher-code?session_id=${id}`);
    expect((await askedAt(CODE_SHOWN_MS)).status).toBe(200);
    const later = await askedAt(CODE_SHOWN_MS + 1000);
    expect(later.status).toBe(410);
    const answer = await later.text();
    expect(JSON.parse(answer)).toEqual({
      error: 'code_withdrawn',
      message: siteFacts.api.voucherCode.withdrawn,
    });
    expect(answer).not.toContain(code);
  });

  it('refuses a malformed id (400) and an unknown session (404)', async () => {
    for (const bad of ['', 'pi_123', 'cs_test_<script>', `cs_${'a'.repeat(300)}`]) {
      const response = await codeOf(bad);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_session' });
    }
    const unknown = await codeOf('cs_test_doesnotexist');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: 'unknown_session',
      message: siteFacts.api.voucherCode.unknownSession,
    });
  });

  it('answers 404, and no code, for a paid session that is not one of this site’s orders', async () => {
    // Another sale of the same Stripe account: paid, but no order of ours in its metadata.
    const stripe = createStripeClient(stack.config.stripe);
    const foreign = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://example.com/ok',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'Autre' } },
        },
      ],
    });
    await pay(foreign.url ?? '');
    expect(stack.stripe.sessions().get(foreign.id)).toMatchObject({ payment_status: 'paid' });
    const response = await codeOf(foreign.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'unknown_session',
      message: siteFacts.api.voucherCode.unknownSession,
    });
  });

  it('answers 405 to other methods, and 502 when Stripe cannot be reached', async () => {
    const post = await fetch(`${stack.apiUrl}/api/voucher-code?session_id=cs_test_x`, {
      method: 'POST',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');

    const failing = {
      checkout: { sessions: { retrieve: () => Promise.reject(new Error('Stripe down')) } },
    } as unknown as Stripe;
    const api = stack.makeApi({}, { stripe: failing });
    const response = await api.request('/api/voucher-code?session_id=cs_test_abc');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'payment_unavailable' });
  });
});

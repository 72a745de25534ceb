/**
 * The register after "sold": the worker's retries on an injected clock, refunds, and the voucher
 * a person sees in the register at each step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApi } from '../src/app.ts';
import { createSesMailer, type Mailer } from '../src/mail/mailer.ts';
import { recordUse, RETRY_DELAYS_MS } from '../src/register/transitions.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { deliveryWindow } from '@clinique/catalog/voucher-orders';
import {
  createSession,
  order,
  paidUndelivered,
  pay,
  payThrough,
  startTestStack,
  type TestStack,
} from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const codeOf = (sessionId: string) =>
  voucherCode(sessionId, stack.env['VOUCHER_CODE_SECRET'] ?? '');

async function buyerMails(buyer: string): Promise<number> {
  return (await stack.mails()).filter((mail) => mail.destination.to.includes(buyer)).length;
}

/** A mailer that fails while `down()` is true, then sends through the local SES. */
function flakyMailer(down: () => boolean): Mailer & { failures: number } {
  const ses = createSesMailer(stack.config.mail, siteFacts.clinic.name);
  const mailer = {
    failures: 0,
    send: (mail: Parameters<Mailer['send']>[0]) => {
      if (down()) {
        mailer.failures += 1;
        return Promise.reject(new Error('SES: service unavailable'));
      }
      return ses.send(mail);
    },
  };
  return mailer;
}

/** An API on the stack with its own clock and mailer (and worker). */
function apiWith(clock: { now: Date }, mailer: Mailer) {
  return stack.makeLocalApi({}, { now: () => clock.now, mailer });
}

/** A paid order whose event reaches `api` only (not the stack's own API and worker). */
async function recordedThrough(api: LocalApi) {
  const body = order();
  const session = await createSession(stack, body);
  await payThrough(stack, api, session);
  const { id } = session;
  return { id, code: codeOf(id), buyer: String(body['email']) };
}

describe('the voucher worker', () => {
  // Each attempt draws the PDF again: four drawings outlast the default time on a busy machine.
  const drawingsTimeout = { timeout: 60_000 };

  it(
    'with SES failing for the first attempts: the voucher arrives once, later, and the register shows each try',
    drawingsTimeout,
    async () => {
      const clock = { now: new Date() };
      let down = true;
      const mailer = flakyMailer(() => down);
      const api = apiWith(clock, mailer);
      const { code, buyer } = await recordedThrough(api);
      let item = await stack.register.get(code);
      expect(item?.fulfilment).toMatchObject({ state: 'pending', attempts: 1 });
      expect(item?.dueAt).toBe(
        new Date(clock.now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString(),
      );
      expect(await buyerMails(buyer)).toBe(0);

      // Not due yet: a sweep now does nothing.
      expect((await api.sweep())[code]).toBeUndefined();
      // Two more failed attempts, each when due.
      for (const delay of RETRY_DELAYS_MS.slice(0, 2)) {
        clock.now = new Date(clock.now.getTime() + delay);
        expect((await api.sweep())[code]).toBe('retry_scheduled');
      }
      item = await stack.register.get(code);
      expect(item?.fulfilment.attempts).toBe(3);
      expect(item?.fulfilment.lastError).toBe('SES: service unavailable');

      down = false;
      clock.now = new Date(clock.now.getTime() + (RETRY_DELAYS_MS[2] ?? 0));
      expect(await api.sweep()).toMatchObject({ [code]: 'fulfilled' });
      // Later sweeps find nothing to do.
      clock.now = new Date(clock.now.getTime() + 48 * 3600_000);
      expect((await api.sweep())[code]).toBeUndefined();
      expect(await buyerMails(buyer)).toBe(1);
      item = await stack.register.get(code);
      expect(item?.fulfilment.state).toBe('done');
      expect(item?.history.map((event) => event.type)).toEqual([
        'issued',
        'email_failed',
        'email_failed',
        'email_failed',
        'emailed',
        'clinic_notified',
      ]);
    },
  );

  it(
    'gives up after the last retry (about 25 hours): `failed` in the register, an alert, no e-mail',
    drawingsTimeout,
    async () => {
      const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
      expect(total).toBeGreaterThanOrEqual(24 * 3600_000);
      // The same path on a short schedule: each attempt draws the PDF again.
      const delays = RETRY_DELAYS_MS.slice(0, 3);
      const clock = { now: new Date() };
      const api = stack.makeLocalApi(
        {},
        { now: () => clock.now, mailer: flakyMailer(() => true), retryDelaysMs: delays },
      );
      const { id, code: failing, buyer } = await recordedThrough(api);
      for (const delay of delays) {
        clock.now = new Date(clock.now.getTime() + delay);
        await api.sweep();
      }
      const item = await stack.register.get(failing);
      expect(item?.fulfilment).toMatchObject({
        state: 'failed',
        attempts: delays.length + 1,
      });
      // No more attempt: only the reminder, months later, is still due.
      expect(Date.parse(item?.dueAt ?? '')).toBeGreaterThan(
        clock.now.getTime() + 30 * 24 * 3600_000,
      );
      expect(item?.history.at(-1)).toMatchObject({ type: 'fulfilment_failed' });
      expect(stack.logs.lines).toContainEqual(
        expect.objectContaining({ level: 'alert', event: 'fulfilment.gave_up', session: id }),
      );
      expect(await buyerMails(buyer)).toBe(0);
    },
  );
});

describe('refunds', () => {
  it('a full refund voids the voucher, with the reason in its history; a second one changes nothing', async () => {
    const body = order();
    const { id, url } = await createSession(stack, body);
    await pay(url);
    await stack.local.idle();
    const code = codeOf(id);
    expect((await stack.register.get(code))?.status).toBe('active');

    const delivery = await stack.stripe.refund(id);
    expect(delivery.status).toBe(200);
    const item = await stack.register.get(code);
    expect(item?.status).toBe('void');
    expect(item?.history.at(-1)).toMatchObject({
      type: 'voided',
      actor: 'stripe',
      note: expect.stringMatching(/^Remboursé \(evt_/),
    });
    await stack.stripe.refund(id);
    expect(
      (await stack.register.get(code))?.history.filter((e) => e.type === 'voided'),
    ).toHaveLength(1);
  });

  it('a sale and a refund are dated when Stripe made them, however late their webhook comes', async () => {
    // Each event is delivered a day late, to an API whose clock says so.
    const late = stack.makeLocalApi({}, { now: () => new Date(Date.now() + 86_400_000) });
    const undelivered = async (send: () => Promise<unknown>) => {
      stack.stripe.setWebhookUrl(`${stack.unreachableUrl}/api/stripe-webhook`);
      try {
        await send();
      } finally {
        stack.stripe.setWebhookUrl(`${stack.apiUrl}/api/stripe-webhook`);
      }
      const event = stack.stripe.events().at(-1);
      expect((await stack.deliver(event?.payload ?? '', { api: late.app })).status).toBe(200);
      return new Date(Number(JSON.parse(event?.payload ?? '{}').created) * 1000).toISOString();
    };
    const session = await createSession(stack, order());
    const paidAt = await undelivered(() => pay(session.url));
    await late.idle();
    const code = codeOf(session.id);
    const sold = await stack.register.get(code);
    expect(sold).toMatchObject({
      issuedAt: paidAt,
      validUntil: deliveryWindow(new Date(paidAt), sold?.validityMonths ?? 0).last,
    });
    expect(sold?.history[0]).toMatchObject({ type: 'issued', at: paidAt });

    const refundedAt = await undelivered(() => stack.stripe.refund(session.id, 1000));
    const refunded = (await stack.register.get(code))?.history.find((e) => e.type === 'refunded');
    expect(refunded).toMatchObject({ amountCents: 1000, at: refundedAt });
  });

  it('a partial refund leaves the balance once, however often Stripe says it', async () => {
    const { id, url } = await createSession(stack, order());
    await pay(url);
    await stack.local.idle();
    const code = codeOf(id);
    const paid = (await stack.register.get(code))?.amountCents ?? 0;
    const refunds = () =>
      stack.register
        .get(code)
        .then((item) =>
          item?.history.filter((e) => e.type === 'refunded').map((e) => e.amountCents),
        );

    await stack.stripe.refund(id, 1000);
    const firstEvent = stack.stripe.events().at(-1)?.id ?? '';
    await stack.stripe.refund(id, 500);
    expect(await refunds()).toEqual([1000, 500]);
    const item = await stack.register.get(code);
    expect(item).toMatchObject({ status: 'active', balanceCents: paid - 1500 });

    // Stripe sends the first event again, late: its running total holds nothing new.
    expect((await stack.stripe.resend(firstEvent)).status).toBe(200);
    expect(await refunds()).toEqual([1000, 500]);

    // What is left, refunded: nothing to use any more.
    await stack.stripe.refund(id, paid - 1500);
    expect(await stack.register.get(code)).toMatchObject({ status: 'void', balanceCents: 0 });
    expect(await refunds()).toEqual([1000, 500, paid - 1500]);
  });

  it('a disputed payment holds the voucher, with an alert; won, it is usable again; lost, void', async () => {
    const [won, lost] = [await createSession(stack, order()), await createSession(stack, order())];
    for (const { url } of [won, lost]) await pay(url);
    await stack.local.idle();
    const now = new Date();
    const use = (code: string) =>
      stack.register.change(code, recordUse(now, 100, 'accueil@clinique.example'));
    const types = async (code: string) =>
      (await stack.register.get(code))?.history.map((event) => event.type).slice(-2);

    for (const { id } of [won, lost]) {
      expect((await stack.stripe.dispute(id)).status).toBe(200);
      await stack.stripe.dispute(id);
      expect(await use(codeOf(id))).toEqual({ ok: false, reason: 'disputed' });
      expect(stack.logs.lines).toContainEqual(
        expect.objectContaining({ level: 'alert', event: 'webhook.dispute_opened', session: id }),
      );
    }
    expect(
      (await stack.register.get(codeOf(won.id)))?.history.filter((e) => e.type === 'disputed'),
    ).toHaveLength(1);

    await stack.stripe.dispute(won.id, 'won');
    expect(await types(codeOf(won.id))).toEqual(['disputed', 'dispute_closed']);
    expect(await use(codeOf(won.id))).toMatchObject({ ok: true });

    await stack.stripe.dispute(lost.id, 'lost');
    expect(await types(codeOf(lost.id))).toEqual(['dispute_closed', 'voided']);
    expect(await stack.register.get(codeOf(lost.id))).toMatchObject({ status: 'void' });
  });

  it('an opening replayed, or late, after its dispute closed changes nothing and pages nobody', async () => {
    const [replayed, late] = [
      await createSession(stack, order()),
      await createSession(stack, order()),
    ];
    for (const { url } of [replayed, late]) await pay(url);
    await stack.local.idle();
    const use = (code: string) =>
      stack.register.change(code, recordUse(new Date(), 100, 'accueil@clinique.example'));
    const alerts = () =>
      stack.logs.lines.filter((line) => line.event === 'webhook.dispute_opened').length;

    await stack.stripe.dispute(replayed.id);
    await stack.stripe.dispute(replayed.id, 'won');
    const before = alerts();
    const opening = stack.stripe
      .events()
      .find((event) => event.sessionId === replayed.id && event.type === 'charge.dispute.created');
    expect((await stack.stripe.resend(opening?.id ?? '')).status).toBe(200);
    expect(await use(codeOf(replayed.id))).toMatchObject({ ok: true });

    // Stripe does not promise the order of its events: the closing may come first.
    await stack.stripe.dispute(late.id, 'won');
    await stack.stripe.dispute(late.id);
    expect(await use(codeOf(late.id))).toMatchObject({ ok: true });
    expect(alerts()).toBe(before);
  });

  it('a refund that comes before the paid event was recorded is not lost', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    expect(await stack.register.get(codeOf(id))).toBeUndefined();
    expect((await stack.stripe.refund(id)).status).toBe(200);
    expect(await stack.register.get(codeOf(id))).toMatchObject({ status: 'void' });
    // Stripe's retry of the paid event, then the worker: nothing is sent.
    expect((await stack.stripe.resend(eventId)).status).toBe(200);
    await stack.local.idle();
    await stack.makeLocalApi({}).sweep();
    expect(await buyerMails(buyer)).toBe(0);
    expect((await stack.register.get(codeOf(id)))?.fulfilment.state).toBe('cancelled');
  });

  it('a voucher refunded before its e-mail went out is never sent', async () => {
    const clock = { now: new Date() };
    const api = apiWith(
      clock,
      flakyMailer(() => true),
    );
    const { id, buyer } = await recordedThrough(api);
    await stack.stripe.refund(id);
    const healthy = stack.makeLocalApi({}, { now: () => new Date(clock.now.getTime() + 3600_000) });
    expect((await healthy.sweep())[codeOf(id)]).toBe('cancelled');
    expect(await buyerMails(buyer)).toBe(0);
    expect((await stack.register.get(codeOf(id)))?.fulfilment.state).toBe('cancelled');
  });
});

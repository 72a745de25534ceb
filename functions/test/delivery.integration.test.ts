/**
 * A voucher for someone else, on the local stack with an injected clock: the buyer's confirmation
 * at once, the voucher to the recipient on the chosen day (exactly once, retried), the buyer's
 * « delivered » note, bounces, and the reminder 30 days before the end of validity.
 */
import {
  fillTemplate,
  formatCents,
  formatLongDate,
  formatNumericDate,
} from '@clinique/catalog/format';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApi } from '../src/app.ts';
import { createSesMailer, type Mailer } from '../src/mail/mailer.ts';
import { DELIVERY_NOTE_DELAY_MS, REMINDER_DAYS_BEFORE, SEND_HOUR } from '../src/register/jobs.ts';
import { recordUse, RETRY_DELAYS_MS, voidVoucher } from '../src/register/transitions.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { addDays, parisDay, parisInstant } from '../src/voucher/model.ts';
import { BOUNCE_SIMULATOR, handleBounce } from '../src/worker/bounce.ts';
import { workerSettings } from '../src/worker/fulfil.ts';
import {
  createGiftSession,
  createSession,
  order,
  payThrough,
  startTestStack,
  uniqueEmail,
  type StoredMail,
  type TestStack,
} from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const { emails } = siteFacts;
const MESSAGE = 'Joyeux anniversaire, ma chère Élise !\n<b>Profite</b> bien & à très vite.\n— Paul';

const codeOf = (sessionId: string) =>
  voucherCode(sessionId, stack.env['VOUCHER_CODE_SECRET'] ?? '');

async function mailsTo(address: string): Promise<StoredMail[]> {
  return (await stack.mails()).filter((mail) => mail.destination.to.includes(address));
}

async function pdfText(mail: StoredMail | undefined): Promise<string> {
  const content = mail?.attachments[0]?.content ?? '';
  const { text } = await extractText(new Uint8Array(Buffer.from(content, 'base64')), {
    mergePages: true,
  });
  return text.replace(/[\s\u00A0\u202F]+/g, ' ');
}

/** A mailer that fails for `address` while `down()`, and sends through the local SES otherwise. */
function failingFor(address: string, down: () => boolean): Mailer {
  const ses = createSesMailer(stack.config.mail, siteFacts.clinic.name);
  return {
    send: (mail) =>
      mail.to.includes(address) && down()
        ? Promise.reject(new Error('SES: service unavailable'))
        : ses.send(mail),
  };
}

/** A paid gift order whose event reaches `api` only (its clock, its worker). */
async function giftThrough(
  api: LocalApi,
  gift: { recipient?: string; date?: string; message?: string },
) {
  const session = await createGiftSession(stack, gift, order());
  await payThrough(stack, api, session);
  const { id, buyer } = session;
  return { id, code: codeOf(id), buyer };
}

describe('a voucher for a recipient, on a chosen day', () => {
  it('dated tomorrow: the buyer’s confirmation at once; the recipient’s voucher at 8:00 tomorrow, once; then the buyer’s note', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const other = stack.makeLocalApi({}, { now: () => clock.now });
    const recipient = uniqueEmail('beneficiaire');
    const tomorrow = addDays(parisDay(clock.now), 1);
    const { id, code, buyer } = await giftThrough(api, {
      recipient,
      date: tomorrow,
      message: MESSAGE,
    });

    // The buyer: « envoyé à … le … », the message, and a copy of the PDF.
    const [confirmation] = await mailsTo(buyer);
    const longDate = formatLongDate(tomorrow);
    expect(confirmation?.body.text).toContain(
      fillTemplate(emails.voucher.introDelivery, { email: recipient, date: longDate }),
    );
    expect(confirmation?.body.text).toContain(MESSAGE);
    // Its summary gives the day in figures, as its other rows do.
    expect(confirmation?.body.text).toContain(
      `${emails.voucher.rows.deliverOn}\u00A0: ${formatNumericDate(tomorrow)}`,
    );
    expect(confirmation?.body.html).toContain('&lt;b&gt;Profite&lt;/b&gt;');
    expect(confirmation?.body.html).not.toContain('<b>Profite');
    expect(await pdfText(confirmation)).toContain('Profite');
    // The clinic: who receives it, and when.
    const clinic = (await mailsTo(siteFacts.clinic.email)).find((mail) =>
      (mail.body.text ?? '').includes(id),
    );
    expect(clinic?.body.text).toContain(recipient);
    expect(clinic?.body.text).toContain(longDate);

    // Not sent today, not at 7:59 tomorrow.
    expect(await mailsTo(recipient)).toHaveLength(0);
    const eight = parisInstant(tomorrow, SEND_HOUR);
    let item = await stack.register.get(code);
    expect(item?.delivery).toMatchObject({ email: recipient, on: tomorrow, state: 'scheduled' });
    expect(item?.message).toBe(MESSAGE);
    expect(item?.dueAt).toBe(eight.toISOString());
    clock.now = new Date(eight.getTime() - 60_000);
    expect((await api.sweep())[code]).toBeUndefined();
    expect(await mailsTo(recipient)).toHaveLength(0);

    // At 8:00, two workers sweep at once: one e-mail.
    clock.now = eight;
    const [first, second] = await Promise.all([api.sweep(), other.sweep()]);
    expect([first[code], second[code]]).toContainEqual({ delivery: 'sent' });
    clock.now = new Date(eight.getTime() + 60_000);
    await api.sweep();
    const delivered = await mailsTo(recipient);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.subject).toBe(
      fillTemplate(emails.recipient.subject, {
        sender: 'Paul Martin',
        clinic: siteFacts.clinic.name,
      }),
    );
    expect(delivered[0]?.body.text).toContain(MESSAGE);
    expect(delivered[0]?.body.html).toContain(
      '&lt;b&gt;Profite&lt;/b&gt; bien &amp; à très vite.<br/>',
    );
    const pdf = await pdfText(delivered[0]);
    expect(pdf).toContain('Joyeux anniversaire, ma chère Élise !');
    expect(pdf).toContain('<b>Profite</b> bien & à très vite.');
    expect(pdf).toContain(code);
    item = await stack.register.get(code);
    expect(item?.delivery).toMatchObject({ state: 'delivered', deliveredAt: eight.toISOString() });

    // The buyer's note, a few minutes later (a bounce would have come first), once.
    expect(await mailsTo(buyer)).toHaveLength(1);
    clock.now = new Date(eight.getTime() + DELIVERY_NOTE_DELAY_MS);
    expect((await api.sweep())[code]).toEqual({ deliveryNote: 'sent' });
    clock.now = new Date(clock.now.getTime() + 3600_000);
    expect((await api.sweep())[code]).toBeUndefined();
    const buyerMails = await mailsTo(buyer);
    expect(buyerMails).toHaveLength(2);
    expect(buyerMails[1]?.subject).toBe(
      fillTemplate(emails.delivered.subject, { recipient: 'Élise Durand' }),
    );
    expect(buyerMails[1]?.body.text).toContain(recipient);
    expect(await mailsTo(recipient)).toHaveLength(1);
    expect((await stack.register.get(code))?.history.map((event) => event.type)).toEqual([
      'issued',
      'emailed',
      'clinic_notified',
      'delivered',
      'delivery_confirmed',
    ]);
  });

  it('dated today: the recipient has it at once, after the buyer’s confirmation', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const recipient = uniqueEmail('beneficiaire');
    const { code, buyer } = await giftThrough(api, {
      recipient,
      date: parisDay(clock.now),
    });
    expect(await mailsTo(buyer)).toHaveLength(1);
    const delivered = await mailsTo(recipient);
    expect(delivered).toHaveLength(1);
    // No message: no quote, no second page.
    expect(delivered[0]?.body.text).not.toContain(
      fillTemplate(siteFacts.emails.recipient.messageTitle, { sender: '' }).trim(),
    );
    expect((await stack.register.get(code))?.delivery?.state).toBe('delivered');
  });

  it('without a recipient: the voucher goes to the buyer at once, as before', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const { code, buyer } = await giftThrough(api, {});
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain(siteFacts.emails.voucher.intro.slice(0, 40));
    const item = await stack.register.get(code);
    expect(item?.delivery).toBeUndefined();
    expect(item?.fulfilment.state).toBe('done');
  });

  it('SES failing for the recipient: retried on the fulfilment’s delays, then delivered once', async () => {
    const clock = { now: new Date() };
    const recipient = uniqueEmail('beneficiaire');
    let down = true;
    const api = stack.makeLocalApi(
      {},
      { now: () => clock.now, mailer: failingFor(recipient, () => down) },
    );
    const tomorrow = addDays(parisDay(clock.now), 1);
    const { code } = await giftThrough(api, { recipient, date: tomorrow });
    clock.now = parisInstant(tomorrow, SEND_HOUR);
    expect((await api.sweep())[code]).toEqual({ delivery: 'retry_scheduled' });
    let item = await stack.register.get(code);
    expect(item?.jobs?.delivery).toMatchObject({
      attempts: 1,
      lastError: 'SES: service unavailable',
    });
    expect(item?.dueAt).toBe(
      new Date(clock.now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)).toISOString(),
    );
    clock.now = new Date(clock.now.getTime() + (RETRY_DELAYS_MS[0] ?? 0));
    expect((await api.sweep())[code]).toEqual({ delivery: 'retry_scheduled' });
    down = false;
    clock.now = new Date(clock.now.getTime() + (RETRY_DELAYS_MS[1] ?? 0));
    expect((await api.sweep())[code]).toEqual({ delivery: 'sent' });
    expect(await mailsTo(recipient)).toHaveLength(1);
    item = await stack.register.get(code);
    expect(item?.delivery?.state).toBe('delivered');
    expect(item?.history.filter((event) => event.type === 'email_failed')).toHaveLength(2);
  });

  it('gives up after the last retry: the delivery is `failed`, with an alert', async () => {
    const clock = { now: new Date() };
    const recipient = uniqueEmail('beneficiaire');
    const delays = RETRY_DELAYS_MS.slice(0, 2);
    const api = stack.makeLocalApi(
      {},
      { now: () => clock.now, mailer: failingFor(recipient, () => true), retryDelaysMs: delays },
    );
    const { id, code } = await giftThrough(api, { recipient, date: parisDay(clock.now) });
    for (const delay of delays) {
      clock.now = new Date(clock.now.getTime() + delay);
      await api.sweep();
    }
    const item = await stack.register.get(code);
    expect(item?.delivery?.state).toBe('failed');
    expect(item?.jobs?.delivery).toMatchObject({ state: 'failed', attempts: 3 });
    expect(stack.logs.lines).toContainEqual(
      expect.objectContaining({ level: 'alert', event: 'job.gave_up', session: id }),
    );
  });
});

describe('a failing sending of the fulfilment', () => {
  it('the clinic’s notification failing holds no gift up: each goes on its day, the notification is retried on its own', async () => {
    const clock = { now: new Date() };
    const { clinicEmail } = workerSettings(stack.config, siteFacts);
    let down = true;
    // One try left, two days on: both gifts are due before it.
    const retryDelaysMs = [2 * 24 * 3600_000];
    const mailer = failingFor(clinicEmail, () => down);
    const api = stack.makeLocalApi({}, { now: () => clock.now, mailer, retryDelaysMs });
    const [forToday, forTomorrow] = [uniqueEmail('aujourdhui'), uniqueEmail('demain')];
    await giftThrough(api, { recipient: forToday, date: parisDay(clock.now) });
    expect(await mailsTo(forToday)).toHaveLength(1);

    const tomorrow = addDays(parisDay(clock.now), 1);
    const { code, buyer } = await giftThrough(api, { recipient: forTomorrow, date: tomorrow });
    expect(await mailsTo(buyer)).toHaveLength(1);
    clock.now = parisInstant(tomorrow, SEND_HOUR);
    await api.sweep();
    expect(await mailsTo(forTomorrow)).toHaveLength(1);
    let item = await stack.register.get(code);
    expect(item?.delivery?.state).toBe('delivered');
    expect(item?.fulfilment).toMatchObject({
      state: 'pending',
      attempts: 1,
      clinicNotifiedAt: null,
    });

    down = false;
    clock.now = new Date(item?.fulfilment.at ?? '');
    await api.sweep();
    item = await stack.register.get(code);
    expect(item?.fulfilment.state).toBe('done');
    expect(await mailsTo(forTomorrow)).toHaveLength(1);
    expect(await mailsTo(buyer)).toHaveLength(2);
  });

  it('the buyer’s confirmation failing holds the gift: it never reaches the recipient first', async () => {
    const clock = { now: new Date() };
    const recipient = uniqueEmail('beneficiaire');
    const session = await createGiftSession(
      stack,
      { recipient, date: parisDay(clock.now) },
      order(),
    );
    let down = true;
    const mailer = failingFor(session.buyer, () => down);
    const api = stack.makeLocalApi({}, { now: () => clock.now, mailer });
    await payThrough(stack, api, session);
    expect(await mailsTo(recipient)).toHaveLength(0);
    down = false;
    clock.now = new Date(clock.now.getTime() + (RETRY_DELAYS_MS[0] ?? 0));
    await api.sweep();
    expect(await mailsTo(session.buyer)).toHaveLength(1);
    expect(await mailsTo(recipient)).toHaveLength(1);
  });
});

describe('a gift paid after midnight', () => {
  it('chosen for « today », it goes on the day it was paid, and the register says so', async () => {
    const ordered = parisDay(new Date());
    // 00:10 the next day in Paris.
    const clock = { now: new Date(parisInstant(addDays(ordered, 1), 0).getTime() + 10 * 60_000) };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const recipient = uniqueEmail('beneficiaire');
    const { code } = await giftThrough(api, { recipient, date: ordered });
    expect((await stack.register.get(code))?.delivery?.on).toBe(addDays(ordered, 1));
  });
});

describe('bounces', () => {
  it('the recipient’s address bounces: the register shows it and the buyer is told, with the PDF; no « delivered » note', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const { code, buyer } = await giftThrough(api, {
      recipient: BOUNCE_SIMULATOR,
      date: parisDay(clock.now),
      message: MESSAGE,
    });
    const item = await stack.register.get(code);
    expect(item?.delivery).toMatchObject({
      state: 'bounced',
      bouncedAt: clock.now.toISOString(),
    });
    expect(item?.history.map((event) => event.type)).toEqual(
      expect.arrayContaining(['delivered', 'bounced', 'bounce_reported']),
    );
    const mails = await mailsTo(buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      fillTemplate(emails.voucher.subject, {
        title: item?.title ?? '',
        clinic: siteFacts.clinic.name,
      }),
      fillTemplate(emails.bounced.subject, { recipient: 'Élise Durand' }),
    ]);
    expect(mails[1]?.body.text).toContain(BOUNCE_SIMULATOR);
    expect(mails[1]?.attachments[0]?.filename).toBe(`bon-cadeau-${code}.pdf`);
    clock.now = new Date(clock.now.getTime() + DELIVERY_NOTE_DELAY_MS + 60_000);
    await api.sweep();
    expect(await mailsTo(buyer)).toHaveLength(2);
  });

  it('the buyer’s own address bounces: the register shows it once, with an alert', async () => {
    const api = stack.makeLocalApi({});
    const session = await createSession(stack, order({ email: BOUNCE_SIMULATOR }));
    await payThrough(stack, api, session);
    const item = await stack.register.get(codeOf(session.id));
    expect(item?.history.filter((event) => event.type === 'buyer_bounced')).toEqual([
      expect.objectContaining({ note: BOUNCE_SIMULATOR }),
    ]);
    expect(stack.logs.lines).toContainEqual(
      expect.objectContaining({
        level: 'alert',
        event: 'fulfilment.buyer_bounced',
        session: session.id,
      }),
    );
  });

  it('reads SES’s event as SNS hands it; ignores transient bounces and other mail', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const recipient = uniqueEmail('beneficiaire');
    const { code, buyer } = await giftThrough(api, { recipient, date: parisDay(clock.now) });
    const settings = workerSettings(stack.config, siteFacts);
    const event = (bounceType: string, address = recipient, tag = code) =>
      JSON.stringify({
        eventType: 'Bounce',
        bounce: { bounceType, bouncedRecipients: [{ emailAddress: address }] },
        mail: { messageId: 'x', tags: { voucher: [tag], 'ses:configuration-set': ['cs'] } },
      });
    const deps = api.deps;
    expect(await handleBounce(settings, deps, event('Transient'))).toBe(false);
    expect(await handleBounce(settings, deps, event('Permanent', 'autre@example.com'))).toBe(false);
    expect(await handleBounce(settings, deps, 'pas du JSON')).toBe(false);
    expect(await handleBounce(settings, deps, event('Permanent', recipient, 'BC-<script>'))).toBe(
      false,
    );
    expect((await stack.register.get(code))?.delivery?.state).toBe('delivered');
    expect(await handleBounce(settings, deps, event('Permanent'))).toBe(true);
    // SES may report it twice: one note.
    expect(await handleBounce(settings, deps, event('Permanent'))).toBe(false);
    expect((await stack.register.get(code))?.delivery?.state).toBe('bounced');
    expect(await mailsTo(buyer)).toHaveLength(2);
  });
});

describe('the reminder, 30 days before the end of validity', () => {
  it('goes once to the holder (the recipient) if a balance remains', async () => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const recipient = uniqueEmail('beneficiaire');
    const { code } = await giftThrough(api, { recipient, date: parisDay(clock.now) });
    const item = await stack.register.get(code);
    const day = addDays(item?.validUntil ?? '', -REMINDER_DAYS_BEFORE);
    const at = parisInstant(day, SEND_HOUR);
    clock.now = new Date(DELIVERY_NOTE_DELAY_MS + Date.now());
    await api.sweep();
    clock.now = new Date(at.getTime() - 60_000);
    expect((await api.sweep())[code]).toBeUndefined();
    clock.now = at;
    expect((await api.sweep())[code]).toEqual({ reminder: 'sent' });
    clock.now = new Date(at.getTime() + 24 * 3600_000);
    expect((await api.sweep())[code]).toBeUndefined();
    const subject = fillTemplate(emails.reminder.subject, {
      title: item?.title ?? '',
      code,
      balance: formatCents(item?.balanceCents ?? 0),
      date: formatLongDate(item?.validUntil ?? ''),
    });
    const reminders = (await mailsTo(recipient)).filter((mail) => mail.subject === subject);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body.text).toContain(code);
    const history = (await stack.register.get(code))?.history ?? [];
    expect(history.filter((event) => event.type === 'reminded')).toEqual([
      expect.objectContaining({ note: recipient }),
    ]);
  });

  it.each([
    [
      'fully used',
      'skipped',
      (at: Date, balanceCents: number) => recordUse(at, balanceCents, 'accueil'),
    ],
    ['void', 'cancelled', (at: Date) => voidVoucher(at, 'Remboursé au client', 'accueil')],
  ] as const)('never for a %s voucher (%s)', async (_, expected, change) => {
    const clock = { now: new Date() };
    const api = stack.makeLocalApi({}, { now: () => clock.now });
    const { code, buyer } = await giftThrough(api, {});
    const item = await stack.register.get(code);
    expect((await stack.register.change(code, change(clock.now, item?.balanceCents ?? 0))).ok).toBe(
      true,
    );
    const at = parisInstant(addDays(item?.validUntil ?? '', -REMINDER_DAYS_BEFORE), SEND_HOUR);
    clock.now = at;
    expect((await api.sweep())[code]).toEqual({ reminder: expected });
    clock.now = new Date(at.getTime() + 3600_000);
    expect((await api.sweep())[code]).toBeUndefined();
    expect(await mailsTo(buyer)).toHaveLength(1);
    expect((await stack.register.get(code))?.dueAt).toBeUndefined();
  });
});

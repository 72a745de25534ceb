/**
 * The desk's API on the local stack: sign-in by e-mailed link, the session cookie and what it
 * refuses, looking a voucher up and recording its uses.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskText } from '@clinique/catalog/desk-text';
import { fillTemplate } from '@clinique/catalog/format';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { createSession, escapeRegExp, order, pay, uniqueEmail, type TestStack } from './helpers.ts';
import { SOLD, startDesk, staff, type DeskTest } from './desk-helpers.ts';
import { SEND_HOUR } from '../src/register/jobs.ts';
import { addDays, parisDay, parisInstant } from '../src/voucher/model.ts';

const copy = siteFacts.desk;
/** Two of the desk's « Soin » choices, as the catalog lists them (not the last, « Autre »). */
const [treatment] = siteFacts.usableTreatments;
const otherTreatment = siteFacts.usableTreatments.at(-2);
let t: DeskTest;
let stack: TestStack;

beforeAll(async () => {
  t = await startDesk();
  stack = t.stack;
});
afterAll(() => t.close());

const call: DeskTest['call'] = (path, init) => t.call(path, init);
const linkMailedTo = (address: string) => t.linkMailedTo(address);
const signIn = (address?: string) => t.signIn(address);
const soldVoucher = () => t.soldVoucher();

describe('sign-in', () => {
  it('mails a single-use link to staff, answers anyone else the same, and opens a 12-hour session', async () => {
    const before = (await stack.mails()).length;
    const asStaff = await call('/sign-in', { body: { email: ' Accueil@Clinique.example ' } });
    const asStranger = await call('/sign-in', { body: { email: 'curieux@example.com' } });
    expect(asStaff.status).toBe(202);
    expect(asStranger.status).toBe(202);
    expect(await asStranger.text()).toBe(await asStaff.text());
    const mails = (await stack.mails()).slice(before);
    expect(mails.map((mail) => mail.destination.to)).toEqual([[staff]]);
    expect(mails[0]?.subject).toBe(copy.signInSubject);

    const token = await linkMailedTo(staff);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const opened = await call('/session', { body: { token, next: '/espace-clinique/bon/BC-X' } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ email: staff, next: '/espace-clinique/bon/BC-X' });
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-clinique-desk=[\w-]+\.[\w-]+\.[\w-]+;/);
    for (const attribute of ['Max-Age=43200', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']) {
      expect(cookie).toContain(attribute);
    }
    // The link served once.
    const replayed = await call('/session', { body: { token } });
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ error: 'link_expired', message: copy.linkExpired });
  });

  it('refuses a link after 15 minutes, and an address that is not one', async () => {
    await call('/sign-in', { body: { email: staff } });
    const token = await linkMailedTo(staff);
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await call('/session', { body: { token } })).status).toBe(401);
    const invalid = await call('/sign-in', { body: { email: 'pas une adresse' } });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      error: 'invalid_email',
      message: copy.signInInvalidEmail,
    });
  });
});

describe('the session', () => {
  it('is required by every desk call: none, forged, tampered, another stage, signed out', async () => {
    const code = await soldVoucher();
    const cookie = await signIn();
    expect((await call('/me', { cookie })).status).toBe(200);
    expect(await (await call('/me', { cookie })).json()).toEqual({ email: staff });

    const [header, payload, signature] = cookie.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forge = (secret: string, audience = claims['aud'] as string) =>
      new SignJWT({ sid: claims['sid'] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(staff)
        .setAudience(audience)
        .setIssuer(claims['iss'] as string)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'docteur@clinique.example' })).toString('base64url')}.${signature}`;
    const otherStage = await forge(
      stack.env['DESK_SESSION_SECRET'] ?? '',
      'clinique-desk:production',
    );
    const forged = await forge('x'.repeat(40));
    for (const bad of [undefined, forged, tampered, otherStage, 'garbage']) {
      for (const path of ['/me', `/vouchers/${code}`]) {
        const response = await call(path, bad === undefined ? {} : { cookie: bad });
        expect(response.status, `${path} with ${String(bad).slice(0, 12)}`).toBe(401);
        expect(await response.json()).toEqual({
          error: 'unauthenticated',
          message: copy.unauthenticated,
        });
      }
    }
    const use = await call(`/vouchers/${code}/uses`, {
      body: { amount: '10', treatment },
    });
    expect(use.status).toBe(401);

    expect((await call('/sign-out', { body: {}, cookie })).status).toBe(200);
    expect((await call('/me', { cookie })).status).toBe(401);
  });

  it('refuses a POST from another origin, or without one', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    for (const origin of ['https://evil.example', null]) {
      const response = await call(`/vouchers/${code}/uses`, {
        body: { amount: '10', treatment },
        cookie,
        origin,
      });
      expect(response.status).toBe(403);
    }
    expect((await call(`/vouchers/${code}`, { cookie })).status).toBe(200);
  });
});

describe('vouchers at the desk', () => {
  it('looks a voucher up however it is typed; says so for an unknown or impossible code', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    const typed = ` ${code.slice(3, 8).toLowerCase()} ${code.slice(8)} `;
    const found = await call(`/vouchers/${encodeURIComponent(typed)}`, { cookie });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      code,
      status: 'active',
      amountCents: 15_000,
      balanceCents: 15_000,
      buyerName: 'Paul Martin',
      recipientName: 'Élise Durand',
      history: [{ type: 'issued' }, { type: 'emailed' }, { type: 'clinic_notified' }],
    });
    expect((await call('/vouchers/BC-ZZZZZZZZZZ', { cookie })).status).toBe(404);
    const impossible = await call('/vouchers/BC-0OIL1', { cookie });
    expect(impossible.status).toBe(422);
    expect(await impossible.json()).toEqual({ error: 'invalid_code', message: copy.invalidCode });
    // The right length, but one letter read as a look-alike no code uses: that one is named.
    const misread = await call(`/vouchers/${`${code.slice(0, -1)}o`.toLowerCase()}`, { cookie });
    expect(misread.status).toBe(422);
    expect(await misread.json()).toEqual({
      error: 'invalid_code',
      message: fillTemplate(copy.invalidCodeCharacter, { character: 'O' }),
    });
  });

  it('records a partial use then the rest; refuses more, bad amounts and unknown treatments', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    const use = (body: Record<string, unknown>) => call(`/vouchers/${code}/uses`, { body, cookie });

    const partial = await use({
      amount: '40,50',
      treatment,
      note: 'Première séance',
      balanceCents: 15_000,
    });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toMatchObject({
      balanceCents: 10_950,
      status: 'active',
      history: expect.arrayContaining([
        expect.objectContaining({
          type: 'used',
          amountCents: 4_050,
          actor: staff,
          treatment,
          note: 'Première séance',
        }),
      ]),
    });
    for (const [amount, error] of [
      ['0', 'invalid_amount'],
      ['12,345', 'invalid_amount'],
      ['douze', 'invalid_amount'],
    ]) {
      const refused = await use({ amount, treatment });
      expect(refused.status, amount).toBe(422);
      expect(await refused.json()).toMatchObject({ error });
    }
    // A script's balance not a number of cents: refused in French, like a typed amount.
    const script = await use({ amount: '10', treatment, balanceCents: '15000' });
    expect(await script.json()).toEqual({ error: 'invalid_amount', message: copy.invalidAmount });
    const unknown = await use({ amount: '10', treatment: 'Lifting' });
    expect(await unknown.json()).toEqual({
      error: 'unknown_treatment',
      message: copy.unknownTreatment,
    });

    const over = await use({ amount: '109,51', treatment: otherTreatment });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      error: 'over_balance',
      message: copy.refusals.over_balance,
      voucher: { balanceCents: 10_950 },
    });

    const rest = await use({ amount: '109.50', treatment: otherTreatment, balanceCents: 10_950 });
    expect(await rest.json()).toMatchObject({ balanceCents: 0, status: 'used' });
    const after = await use({ amount: '1', treatment: otherTreatment });
    expect(await after.json()).toMatchObject({ error: 'used', message: copy.refusals.used });
  });

  it('two desks recording a use at the same moment cannot overdraw: the second sees the new balance', async () => {
    const [first, second] = [await signIn(), await signIn('docteur@clinique.example')];
    const code = await soldVoucher();
    const answers = await Promise.all(
      [first, second].map((cookie) =>
        call(`/vouchers/${code}/uses`, {
          body: { amount: '100', treatment: otherTreatment, balanceCents: 15_000 },
          cookie,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = await answers.find((answer) => answer.status === 409)?.json();
    expect(refused).toMatchObject({ error: 'balance_changed', voucher: { balanceCents: 5_000 } });
    expect((refused as { message: string }).message).toBe(
      copy.balanceChanged.replace('{balance}', '50\u00A0€'),
    );
  });
});

describe('corrections, void, resend', () => {
  it('reverses a mistaken use once, within 24 hours; never deletes it', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    const used = await call(`/vouchers/${code}/uses`, {
      body: { amount: '30', treatment },
      cookie,
    });
    const { history } = (await used.json()) as { history: { type: string }[] };
    const index = history.findIndex((event) => event.type === 'used');
    const reversed = await call(`/vouchers/${code}/reversals`, { body: { index }, cookie });
    expect(await reversed.json()).toMatchObject({
      balanceCents: 15_000,
      history: expect.arrayContaining([
        expect.objectContaining({ type: 'used', amountCents: 3_000 }),
        expect.objectContaining({ type: 'use_reversed', amountCents: 3_000, actor: staff }),
      ]),
    });
    const twice = await call(`/vouchers/${code}/reversals`, { body: { index }, cookie });
    expect(await twice.json()).toMatchObject({ error: 'already_reversed' });

    const late = await call(`/vouchers/${code}/uses`, {
      body: { amount: '20', treatment },
      cookie,
    });
    const lateIndex = ((await late.json()) as { history: unknown[] }).history.length - 1;
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3600_000);
    const again = await signIn();
    const tooLate = await call(`/vouchers/${code}/reversals`, {
      body: { index: lateIndex },
      cookie: again,
    });
    expect(tooLate.status).toBe(409);
    expect(await tooLate.json()).toMatchObject({
      error: 'reverse_too_late',
      message: copy.refusals.reverse_too_late,
    });
  });

  it('voids with a reason, then refuses uses and resends; resends a valid one to another address', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    const to = 'nouvelle-adresse@example.com';
    const resent = await call(`/vouchers/${code}/resend`, { body: { email: to }, cookie });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({
      history: expect.arrayContaining([
        expect.objectContaining({ type: 'resent', actor: staff, note: to }),
      ]),
    });
    // The desk starts the worker at once: the e-mail does not wait for the next sweep.
    const mail = await t.mailsTo(to);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.attachments[0]?.filename).toBe(`bon-cadeau-${code}.pdf`);

    const noReason = await call(`/vouchers/${code}/void`, { body: { reason: '' }, cookie });
    expect(await noReason.json()).toEqual({
      error: 'invalid_reason',
      message: copy.voidReasonMissing,
    });
    const voided = await call(`/vouchers/${code}/void`, {
      body: { reason: 'Rétractation par téléphone' },
      cookie,
    });
    expect(await voided.json()).toMatchObject({ status: 'void' });
    const use = await call(`/vouchers/${code}/uses`, {
      body: { amount: '10', treatment },
      cookie,
    });
    expect(await use.json()).toMatchObject({ error: 'void', message: copy.refusals.void });
    expect((await call(`/vouchers/${code}/resend`, { body: {}, cookie })).status).toBe(409);
  });
});

describe('the sending to the recipient', () => {
  it('changes the address and the day of a voucher not yet sent; refuses bad ones in French', async () => {
    const cookie = await signIn();
    const today = parisDay(t.clock.now);
    const code = await t.giftVoucher(uniqueEmail('beneficiaire'), addDays(today, 3));
    const path = `/vouchers/${code}/delivery`;
    const newAddress = uniqueEmail('nouvelle');
    const later = addDays(today, 5);

    const changed = await call(path, { cookie, body: { email: ` ${newAddress} `, date: later } });
    expect(changed.status).toBe(200);
    const view = (await changed.json()) as { delivery: unknown; history: { type: string }[] };
    expect(view.delivery).toEqual({
      email: newAddress,
      on: later,
      state: 'scheduled',
      deliveredAt: null,
      bouncedAt: null,
    });
    const item = await stack.register.get(code);
    expect(item?.recipientEmail).toBe(newAddress);
    expect(item?.jobs?.delivery?.at).toBe(parisInstant(later, SEND_HOUR).toISOString());
    expect(item?.history.at(-1)).toMatchObject({
      type: 'delivery_changed',
      actor: staff,
      note: `${newAddress} · ${later}`,
    });

    const refusal = async (body: unknown, status: number, message: string) => {
      const response = await call(path, { cookie, body });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    };
    await refusal({ email: 'pas-une-adresse', date: later }, 422, copy.deliveryInvalidEmail);
    await refusal({ email: newAddress, date: '14/02/2027' }, 422, copy.deliveryInvalidDate);
    await refusal({ email: newAddress }, 422, copy.deliveryInvalidDate);
    await refusal([1, 2], 422, copy.deliveryInvalidEmail);
    await refusal({ email: newAddress, date: addDays(today, -1) }, 409, copy.refusals.invalid_date);
    await refusal(
      { email: newAddress, date: addDays(item?.validUntil ?? today, 1) },
      409,
      copy.refusals.invalid_date,
    );
    // A voucher that went to its buyer has no sending to change.
    const plain = await soldVoucher();
    const none = await call(`/vouchers/${plain}/delivery`, {
      cookie,
      body: { email: newAddress, date: later },
    });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toBe(copy.refusals.no_delivery);
    // Nothing changed by the refusals; no session, no change.
    expect((await stack.register.get(code))?.version).toBe(item?.version);
    expect((await call(path, { body: { email: newAddress, date: later } })).status).toBe(401);
  });

  it('once sent, refuses a change and resends to the recipient, once, at once', async () => {
    const cookie = await signIn();
    const recipient = uniqueEmail('beneficiaire');
    const code = await t.giftVoucher(recipient, parisDay(new Date()));
    const received = async () =>
      (await stack.mails()).filter((mail) => mail.destination.to.includes(recipient)).length;
    expect(await received()).toBe(1);

    const change = await call(`/vouchers/${code}/delivery`, {
      cookie,
      body: { email: recipient, date: addDays(parisDay(t.clock.now), 1) },
    });
    expect(change.status).toBe(409);
    expect(((await change.json()) as { message: string }).message).toBe(
      copy.refusals.already_delivered,
    );

    const resent = await call(`/vouchers/${code}/delivery/resend`, { cookie, body: {} });
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { delivery: { state: string } }).delivery.state).toBe(
      'scheduled',
    );
    expect(await received()).toBe(2);
    expect((await stack.register.get(code))?.delivery?.state).toBe('delivered');
  });
});

describe('lists, totals and the accountant’s export', () => {
  it('finds vouchers by name, e-mail or code; totals what was sold and what is owed; exports for Excel', async () => {
    const cookie = await signIn();
    const body = order({ ...SOLD, senderName: 'Zoé Lefèvre', email: 'zoe.lefevre@example.com' });
    const { id, url } = await createSession(stack, body);
    await pay(url);
    await stack.local.idle();
    const code = voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    await call(`/vouchers/${code}/uses`, {
      body: { amount: '49,90', treatment: otherTreatment },
      cookie,
    });

    for (const q of ['zoe lefevre', 'ZOE.LEFEVRE@', code.slice(3).toLowerCase()]) {
      const found = await call(`/vouchers?q=${encodeURIComponent(q)}`, { cookie });
      const { vouchers } = (await found.json()) as { vouchers: { code: string }[] };
      expect(
        vouchers.map((voucher) => voucher.code),
        q,
      ).toEqual([code]);
    }
    const { totals, vouchers } = (await (
      await call('/vouchers?status=active', { cookie })
    ).json()) as {
      totals: { soldCents: number; owedCents: number; owedCount: number };
      vouchers: { balanceCents: number; status: string }[];
    };
    expect(vouchers.every((voucher) => voucher.status === 'active')).toBe(true);
    expect(totals.owedCents).toBe(vouchers.reduce((sum, voucher) => sum + voucher.balanceCents, 0));
    expect(totals.owedCount).toBe(vouchers.filter((voucher) => voucher.balanceCents > 0).length);
    expect((await call('/vouchers?status=perdu', { cookie })).status).toBe(422);
    // A period ending before it starts is refused with a reason, not answered with nothing.
    const backwards = await call('/vouchers?from=2026-10-31&to=2026-10-01', { cookie });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toMatchObject({ message: copy.invalidFilter });

    const csv = await call(`/export.csv?q=${encodeURIComponent('zoé')}`, { cookie });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // No period asked: up to today, in Paris.
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="bons-cadeaux-au-${parisDay(t.clock.now)}.csv"`,
    );
    // October closed in November, and September the same day: two files, two names.
    for (const [from, to] of [
      ['2026-10-01', '2026-10-31'],
      ['2026-09-01', '2026-09-30'],
    ]) {
      for (const [path, name] of [
        ['/export.csv', 'bons-cadeaux'],
        ['/uses.csv', 'utilisations'],
      ]) {
        const file = await call(`${path}?from=${from}&to=${to}`, { cookie });
        expect(file.headers.get('content-disposition')).toBe(
          `attachment; filename="${name}-${from}-au-${to}.csv"`,
        );
      }
    }
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(Object.values(copy.exportColumns).join(';'));
    const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(lines[1]).toMatch(
      new RegExp(
        `^${code};${deskText.voucher.statuses.active};${escapeRegExp(siteFacts.vouchers.custom.title)};${day.replace(/\//g, '\\/')};\\d{2}/\\d{2}/\\d{4};150,00;49,90;0,00;0,00;0,00;100,10;Zoé Lefèvre;zoe.lefevre@example.com;Élise Durand;pi_\\w+$`,
      ),
    );
    expect(lines).toHaveLength(3);
  });
});

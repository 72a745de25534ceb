/**
 * The desk's API on the local stack: sign-in by e-mailed link, the session cookie and what it
 * refuses, looking a voucher up and recording its uses.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLater } from '../src/local/serve-later.ts';
import { DESK_COOKIE, SIGN_IN_LIMITS } from '../src/desk/route.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/webhook/code.ts';
import { createSession, order, pay, startTestStack, type TestStack } from './helpers.ts';

const staff = 'accueil@clinique.example';
const copy = siteFacts.desk;
let stack: TestStack;
let desk: Awaited<ReturnType<typeof serveLater>>;
let clock = new Date();

beforeAll(async () => {
  stack = await startTestStack();
  // The desk on its own server: its clock is the test's, its staff list is known.
  desk = await serveLater();
  desk.setApp(
    stack.makeApi(
      { DESK_STAFF: `${staff},docteur@clinique.example`, SITE_URL: stack.apiUrl },
      { now: () => clock, signInMinMs: 0 },
    ),
  );
});
afterAll(async () => {
  await desk.close();
  await stack.stop();
});

function call(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.origin !== null) headers['origin'] = init.origin ?? stack.apiUrl;
  if (init.cookie !== undefined) headers['cookie'] = `${DESK_COOKIE}=${init.cookie}`;
  return fetch(`${desk.url}/api/desk${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function linkMailedTo(address: string): Promise<string | undefined> {
  const mails = (await stack.mails()).filter((mail) => mail.destination.to.includes(address));
  const text = mails.at(-1)?.body.text ?? '';
  return /\/espace-clinique\/connexion\?jeton=([\w-]+)/.exec(text)?.[1];
}

async function signIn(address = staff): Promise<string> {
  expect((await call('/sign-in', { body: { email: address } })).status).toBe(202);
  const token = await linkMailedTo(address);
  const response = await call('/session', { body: { token } });
  expect(response.status).toBe(200);
  const cookie = /__Host-clinique-desk=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie;
}

async function soldVoucher(): Promise<string> {
  const { id, url } = await createSession(stack, order());
  await pay(url);
  await stack.local.idle();
  return voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
}

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
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await call('/session', { body: { token } })).status).toBe(401);
    const invalid = await call('/sign-in', { body: { email: 'pas une adresse' } });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      error: 'invalid_email',
      message: copy.signInInvalidEmail,
    });
  });

  it('limits sign-in requests per address', async () => {
    const address = 'docteur@clinique.example';
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.perAddress; index += 1) {
      statuses.push((await call('/sign-in', { body: { email: address } })).status);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.perAddress).fill(202), 429]);
    // The next window lets the address in again.
    clock = new Date(clock.getTime() + SIGN_IN_LIMITS.windowMs);
    expect((await call('/sign-in', { body: { email: address } })).status).toBe(202);
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
      body: { amount: '10', treatment: 'HydraFacial' },
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
        body: { amount: '10', treatment: 'HydraFacial' },
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
  });

  it('records a partial use then the rest; refuses more, bad amounts and unknown treatments', async () => {
    const cookie = await signIn();
    const code = await soldVoucher();
    const use = (body: Record<string, unknown>) => call(`/vouchers/${code}/uses`, { body, cookie });

    const partial = await use({
      amount: '40,50',
      treatment: 'HydraFacial',
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
          treatment: 'HydraFacial',
          note: 'Première séance',
        }),
      ]),
    });
    for (const [amount, error] of [
      ['0', 'invalid_amount'],
      ['12,345', 'invalid_amount'],
      ['douze', 'invalid_amount'],
    ]) {
      const refused = await use({ amount, treatment: 'HydraFacial' });
      expect(refused.status, amount).toBe(422);
      expect(await refused.json()).toMatchObject({ error });
    }
    const unknown = await use({ amount: '10', treatment: 'Lifting' });
    expect(await unknown.json()).toEqual({
      error: 'unknown_treatment',
      message: copy.unknownTreatment,
    });

    const over = await use({ amount: '109,51', treatment: 'Morpheus8' });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      error: 'over_balance',
      message: copy.refusals.over_balance,
      voucher: { balanceCents: 10_950 },
    });

    const rest = await use({ amount: '109.50', treatment: 'Morpheus8', balanceCents: 10_950 });
    expect(await rest.json()).toMatchObject({ balanceCents: 0, status: 'used' });
    const after = await use({ amount: '1', treatment: 'Morpheus8' });
    expect(await after.json()).toMatchObject({ error: 'used', message: copy.refusals.used });
  });

  it('two desks recording a use at the same moment cannot overdraw: the second sees the new balance', async () => {
    const [first, second] = [await signIn(), await signIn('docteur@clinique.example')];
    const code = await soldVoucher();
    const answers = await Promise.all(
      [first, second].map((cookie) =>
        call(`/vouchers/${code}/uses`, {
          body: { amount: '100', treatment: 'Cryolipolyse', balanceCents: 15_000 },
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

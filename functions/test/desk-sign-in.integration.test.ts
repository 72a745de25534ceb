/**
 * The desk's sign-in under attack, as two real viewers: each request leaves from its own loopback
 * address (Linux routes all of 127/8 to this machine), and the local server, like CloudFront,
 * tells the desk which one in `CloudFront-Viewer-Address`.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, formatTime } from '@clinique/catalog/format';
import { DESK_COOKIE, DESK_DEVICE_COOKIE, VIEWER_ADDRESS_HEADER } from '@clinique/api';
import { SIGN_IN_LIMITS } from '../src/desk/route.ts';
import { REFUSALS } from '../src/http.ts';
import { serveLater } from '../src/local/serve-later.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import {
  createSession,
  order,
  pay,
  startTestStack,
  uniqueEmail,
  type TestStack,
} from './helpers.ts';

const copy = siteFacts.desk;
const staff = 'accueil@clinique.example';
const doctor = 'docteur@clinique.example';
let stack: TestStack;
let desk: Awaited<ReturnType<typeof serveLater>>;
let clock = new Date();

beforeAll(async () => {
  stack = await startTestStack();
  desk = await serveLater();
  desk.setApp(
    stack.makeApi(
      { DESK_STAFF: `${staff},${doctor}`, SITE_URL: stack.apiUrl },
      { now: () => clock, signInMinMs: 0 },
    ),
  );
});
afterAll(async () => {
  await desk.close();
  await stack.stop();
});

interface Answer {
  status: number;
  setCookie: string | undefined;
  body: Record<string, unknown>;
}

/** A POST to the desk from the viewer at `from`, which may claim another address in `headers`. */
function post(
  path: string,
  body: string,
  options: { from?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { port } = new URL(desk.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: options.from ?? '127.0.0.1',
        method: 'POST',
        path: `/api/desk${path}`,
        headers: {
          origin: stack.apiUrl,
          'content-type': options.type ?? 'application/json',
          ...options.headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          const setCookie = incoming.headers['set-cookie']?.join('; ');
          resolve({
            status: incoming.statusCode ?? 0,
            setCookie,
            body: JSON.parse(text) as Record<string, unknown>,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const signIn = (email: string, from: string, headers: Record<string, string> = {}) =>
  post('/sign-in', JSON.stringify({ email }), { from, headers });

async function mailsTo(address: string): Promise<string[]> {
  const mails = await stack.mails();
  return mails
    .filter((mail) => mail.destination.to.includes(address))
    .map((m) => m.body.text ?? '');
}

/** The token of the last link mailed to `address`, read from the link's fragment. */
async function lastToken(address: string): Promise<string | undefined> {
  const text = (await mailsTo(address)).at(-1) ?? '';
  return /\/espace-clinique\/connexion#jeton=([\w-]+)/.exec(text)?.[1];
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('signing in while someone hammers the address', () => {
  it('still mails staff a working link; only the hammering viewer is told to wait', async () => {
    later(SIGN_IN_LIMITS.windowMs);
    const before = (await mailsTo(staff)).length;
    const first = clock;
    const attacker: Answer[] = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.perAddress; index += 1) {
      // Claiming to be someone else changes nothing: the server sets the header from the socket.
      const forged = { [VIEWER_ADDRESS_HEADER]: `198.51.100.${index}:443` };
      attacker.push(await signIn(staff, '127.0.0.2', forged));
      later(1000);
    }
    expect(attacker.map((answer) => answer.status)).toEqual(
      Array(SIGN_IN_LIMITS.perAddress + 1).fill(202),
    );
    const sent = { message: copy.signInSent };
    expect(attacker.slice(0, -1).map((answer) => answer.body)).toEqual(
      Array(SIGN_IN_LIMITS.perAddress).fill(sent),
    );
    // At its cap the attacker gets the same status, no mail, and when it may try again.
    const retryAt = new Date(first.getTime() + SIGN_IN_LIMITS.windowMs);
    expect(attacker.at(-1)?.body).toEqual({
      message: fillTemplate(copy.signInTooMany, { time: formatTime(retryAt) }),
      retryAt: retryAt.toISOString(),
    });
    expect((await mailsTo(staff)).length).toBe(before + SIGN_IN_LIMITS.perAddress);

    const own = await signIn(staff, '127.0.0.1');
    expect(own).toMatchObject({ status: 202, body: sent });
    expect((await mailsTo(staff)).length).toBe(before + SIGN_IN_LIMITS.perAddress + 1);
    const opened = await post('/session', JSON.stringify({ token: await lastToken(staff) }));
    expect(opened.status).toBe(200);
    expect(opened.setCookie).toContain(`${DESK_COOKIE}=`);
  });

  it('counts a sliding window: no second burst just after a fixed window would have reset', async () => {
    // Two minutes before a quarter-hour boundary, where a fixed window would start afresh.
    const window = SIGN_IN_LIMITS.windowMs;
    clock = new Date((Math.floor(clock.getTime() / window) + 2) * window - 2 * 60_000);
    const burstAt = clock;
    const before = (await mailsTo(doctor)).length;
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress; index += 1) {
      expect((await signIn(doctor, '127.0.0.3')).body).toEqual({ message: copy.signInSent });
    }
    later(3 * 60_000);
    const afterBoundary = await signIn(doctor, '127.0.0.3');
    expect(afterBoundary.body['retryAt']).toBe(new Date(burstAt.getTime() + window).toISOString());
    expect((await mailsTo(doctor)).length).toBe(before + SIGN_IN_LIMITS.perAddress);

    clock = new Date(burstAt.getTime() + window);
    expect((await signIn(doctor, '127.0.0.3')).body).toEqual({ message: copy.signInSent });
    expect((await mailsTo(doctor)).length).toBe(before + SIGN_IN_LIMITS.perAddress + 1);
  });

  it('a phone that signed in before keeps its own limits when a guest on its network uses up theirs', async () => {
    later(SIGN_IN_LIMITS.windowMs);
    const network = '127.0.0.7';
    await signIn(staff, network);
    const token = await lastToken(staff);
    const opened = await post('/session', JSON.stringify({ token }), { from: network });
    const device = new RegExp(`${DESK_DEVICE_COOKIE}=([^;]+)`).exec(opened.setCookie ?? '')?.[1];
    expect(opened.setCookie).toMatch(
      /__Host-clinique-desk-device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict/,
    );
    for (let index = 0; index < SIGN_IN_LIMITS.perViewer; index += 1) {
      await signIn(uniqueEmail('invite'), network);
    }
    const before = (await mailsTo(staff)).length;
    expect((await signIn(staff, network)).body['retryAt']).toEqual(expect.any(String));

    const known = await signIn(staff, network, { cookie: `${DESK_DEVICE_COOKIE}=${device}` });
    expect(known.body).toEqual({ message: copy.signInSent });
    expect((await mailsTo(staff)).length).toBe(before + 1);

    // A device written by hand, under the real signature, is the network again.
    const [header, , signature] = (device ?? '').split('.');
    const claims = Buffer.from(JSON.stringify({ did: 'mon-telephone' })).toString('base64url');
    const forged = `${DESK_DEVICE_COOKIE}=${header}.${claims}.${signature}`;
    expect((await signIn(staff, network, { cookie: forged })).body['retryAt']).toEqual(
      expect.any(String),
    );
    expect((await mailsTo(staff)).length).toBe(before + 1);
  });

  it('limits one viewer across addresses, without a word about who is staff', async () => {
    later(SIGN_IN_LIMITS.windowMs);
    for (let index = 0; index < SIGN_IN_LIMITS.perViewer; index += 1) {
      expect((await signIn(uniqueEmail('curieux'), '127.0.0.4')).status).toBe(202);
    }
    const before = (await mailsTo(staff)).length;
    const limited = await signIn(staff, '127.0.0.4');
    const stranger = await signIn(uniqueEmail('curieux'), '127.0.0.4');
    expect(limited.status).toBe(202);
    expect(limited.body['retryAt']).toEqual(expect.any(String));
    expect(stranger.body).toEqual(limited.body);
    expect((await mailsTo(staff)).length).toBe(before);
  });
});

describe('what the desk reads', () => {
  it('refuses a body that is not JSON with 415, in French, and spends nothing', async () => {
    later(SIGN_IN_LIMITS.windowMs);
    await signIn(staff, '127.0.0.5');
    const token = (await lastToken(staff)) ?? '';
    const refused = { error: 'unsupported_media_type', message: REFUSALS.jsonOnly };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const body = type === 'text/plain' ? JSON.stringify({ token }) : `token=${token}`;
      const answer = await post('/session', body, { type });
      expect(answer).toEqual({ status: 415, setCookie: undefined, body: refused });
    }
    const opened = await post('/session', JSON.stringify({ token }));
    expect(opened.status).toBe(200);
  });

  it('refuses an invisible void reason and a day that does not exist, and changes nothing', async () => {
    later(SIGN_IN_LIMITS.windowMs);
    await signIn(staff, '127.0.0.6');
    const opened = await post('/session', JSON.stringify({ token: await lastToken(staff) }));
    const cookie = /__Host-clinique-desk=[^;]+/.exec(opened.setCookie ?? '')?.[0] ?? '';
    const { id, url } = await createSession(stack, order());
    await pay(url);
    await stack.local.idle();
    const code = voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    const asStaff = (path: string, body: unknown) =>
      post(`/vouchers/${code}${path}`, JSON.stringify(body), { headers: { cookie } });

    for (const reason of ['\u200b\u200b\u200b', 'a\u200bb', '\u202Eénoyé']) {
      expect(await asStaff('/void', { reason })).toMatchObject({
        status: 422,
        body: { error: 'invalid_reason', message: copy.voidReasonMissing },
      });
    }
    const delivery = await asStaff('/delivery', { email: uniqueEmail('b'), date: '2027-02-30' });
    expect(delivery).toMatchObject({
      status: 422,
      body: { error: 'invalid_date', message: copy.deliveryInvalidDate },
    });
    const voided = await asStaff('/void', { reason: 'Rétractation par téléphone' });
    expect(voided).toMatchObject({ status: 200, body: { status: 'void' } });
  });
});

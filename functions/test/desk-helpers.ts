/** The desk on its own server, its clock the test's: calls, sign-in through the mailed link, sales. */
import { expect } from 'vitest';
import { serveLater } from '../src/local/serve-later.ts';
import { DESK_COOKIE } from '@clinique/api';
import { SIGN_IN_LIMITS } from '../src/desk/route.ts';
import { siteFacts } from '../src/site-facts.ts';
import { voucherCode } from '../src/voucher/code.ts';
import {
  captureLogger,
  createGiftSession,
  createSession,
  order,
  pay,
  startTestStack,
  type TestStack,
} from './helpers.ts';

export const staff = 'accueil@clinique.example';

/**
 * What `soldVoucher` sells: a custom voucher of 150 €, so that the balances the desk tests write
 * stay true whatever the clinic charges for its fixed offers.
 */
export const SOLD = { giftType: siteFacts.vouchers.custom.giftType, amount: 150 };

export interface DeskTest {
  stack: TestStack;
  clock: { now: Date };
  logs: ReturnType<typeof captureLogger>;
  call(
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string; origin?: string | null },
  ): Promise<Response>;
  linkMailedTo(address: string): Promise<string | undefined>;
  signIn(address?: string): Promise<string>;
  soldVoucher(overrides?: Record<string, unknown>): Promise<string>;
  giftVoucher(recipient: string, date: string): Promise<string>;
  /** The voucher worker's sweeps, on the test's clock. */
  sweep(): Promise<void>;
  mailsTo(address: string): Promise<Awaited<ReturnType<TestStack['mails']>>>;
  close(): Promise<void>;
}

export async function startDesk(): Promise<DeskTest> {
  const stack = await startTestStack();
  const clock = { now: new Date() };
  const logs = captureLogger();
  const desk = await serveLater();
  const deskApi = stack.makeLocalApi(
    { DESK_STAFF: `${staff},docteur@clinique.example`, SITE_URL: stack.apiUrl },
    { now: () => clock.now, signInMinMs: 0, log: logs },
  );
  desk.setApp(deskApi.app);
  // Answered once the worker the desk started is done, so each test reads a settled register.
  const call: DeskTest['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.origin !== null) headers['origin'] = init.origin ?? stack.apiUrl;
    if (init.cookie !== undefined) headers['cookie'] = `${DESK_COOKIE}=${init.cookie}`;
    const response = await fetch(`${desk.url}/api/desk${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    await deskApi.idle();
    return response;
  };
  const linkMailedTo = async (address: string) => {
    const mails = (await stack.mails()).filter((mail) => mail.destination.to.includes(address));
    const text = mails.at(-1)?.body.text ?? '';
    return /\/espace-clinique\/connexion#jeton=([\w-]+)/.exec(text)?.[1];
  };
  const codeOf = (id: string) => voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
  return {
    stack,
    clock,
    logs,
    call,
    linkMailedTo,
    async signIn(address = staff) {
      // A fresh rate-limit window for each sign-in of the tests.
      clock.now = new Date(clock.now.getTime() + SIGN_IN_LIMITS.windowMs);
      expect((await call('/sign-in', { body: { email: address } })).status).toBe(202);
      const token = await linkMailedTo(address);
      const response = await call('/session', { body: { token } });
      expect(response.status).toBe(200);
      const cookie = /__Host-clinique-desk=([^;]+)/.exec(
        response.headers.get('set-cookie') ?? '',
      )?.[1];
      if (cookie === undefined) throw new Error('no session cookie');
      return cookie;
    },
    async soldVoucher(overrides = {}) {
      const { id, url } = await createSession(stack, order({ ...SOLD, ...overrides }));
      await pay(url);
      await stack.local.idle();
      return codeOf(id);
    },
    async giftVoucher(recipient, date) {
      const { id, url } = await createGiftSession(stack, { recipient, date });
      await pay(url);
      await stack.local.idle();
      return codeOf(id);
    },
    async sweep() {
      const worker = stack.makeLocalApi({}, { now: () => clock.now });
      await worker.sweep();
      await worker.sweep();
    },
    async mailsTo(address) {
      return (await stack.mails()).filter((mail) => mail.destination.to.includes(address));
    },
    async close() {
      await desk.close();
      await stack.stop();
    },
  };
}

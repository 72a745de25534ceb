/** Staff sign in by a single-use link e-mailed to a listed address, then hold a session cookie. */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { fillTemplate, formatCents, formatTime } from '@clinique/catalog/format';
import { desk, deskPath } from '@clinique/api/desk';
import { DESK_PATH } from '@clinique/catalog/vouchers';
import type { DeskConfig } from '../config.ts';
import type { SiteFacts } from '../facts.ts';
import { typed as fieldText } from '../forms/page.tsx';
import {
  allowedOrigins,
  errorResponse,
  finishApp,
  jsonOnly,
  limitBody,
  REFUSALS,
  VIEWER_ADDRESS_HEADER,
  viewerKey,
} from '../http.ts';
import { errorFields, type Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.tsx';
import type { VoucherItem } from '../register/schema.ts';
import type { VoucherRegister } from '../register/store.ts';
import { scheduleDelivery } from '../register/jobs.ts';
import { recordUse, reverseUse, voidVoucher, type Transition } from '../register/transitions.ts';
import { parisDay } from '../webhook/voucher.ts';
import { resendVoucher } from '../worker/fulfil.ts';
import { listVouchers, readFilter, summary, vouchersCsv } from './reports.ts';
import {
  CONTROL_CHARACTERS,
  hasFormatCharacters,
  isCalendarDay,
  isEmailAddress,
  visibleLength,
} from '@clinique/api/text';
import { readUse, type UseInput } from './input.ts';
import { type DeskPageProps, deskPage, signInNeeded, type UseValues } from './pages.tsx';
import { LINK_TTL_MS, SESSION_TTL_MS, type DeskAuthStore } from './auth-store.ts';
import { normalizeVoucherCode, deskVoucherView } from './view.ts';

export const DESK_COOKIE = '__Host-clinique-desk';

/**
 * Sign-in requests of one viewer (IP) in any 15 minutes: for one address, and in all. Counted per
 * viewer only, so someone hammering an address never stops its owner from getting a link.
 */
export const SIGN_IN_LIMITS = { perAddress: 5, perViewer: 20, windowMs: 15 * 60_000 } as const;

export interface DeskDeps {
  facts: SiteFacts;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  register: VoucherRegister;
  auth: DeskAuthStore;
  /** Milliseconds every sign-in answer takes at least, so timing does not tell who is staff. */
  signInMinMs?: number;
}

type Env = { Variables: { staff: string } };
type Body = Record<string, unknown> | undefined;

async function readJson(c: Context): Promise<Body> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A desk page only: the link must not become an open redirect. */
function safeNext(value: unknown): string {
  const next = text(value);
  return next.startsWith(`${DESK_PATH}/`) && /^[\w/-]{1,120}$/.test(next) ? next : DESK_PATH;
}

export function createDeskApp(config: DeskConfig, deps: DeskDeps): Hono {
  const { facts, log, now, mailer, register, auth } = deps;
  const copy = facts.desk;
  const key = new TextEncoder().encode(config.desk.sessionSecret);
  const audience = `clinique-desk:${config.desk.stage}`;
  const origins = allowedOrigins(config);
  const staff = new Set(config.desk.staff);
  const app = new Hono<Env>();

  app.use(`${desk.prefix}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // Besides the SameSite=Strict cookie: a second guard against cross-site requests.
      const origin = c.req.header('origin');
      if (origin === undefined || !origins.includes(origin)) {
        return errorResponse(c, 403, 'forbidden_origin', REFUSALS.forbiddenOrigin);
      }
    }
    await next();
  });
  app.use(`${desk.prefix}/*`, limitBody());
  app.use(`${desk.prefix}/*`, jsonOnly({ forms: (path) => path.startsWith(desk.pages.path) }));

  app.post(desk.signIn.path, async (c) => {
    const started = Date.now();
    const body = await readJson(c);
    const email = text(body?.['email']).toLowerCase();
    if (!isEmailAddress(email)) {
      return errorResponse(c, 422, 'invalid_email', copy.signInInvalidEmail);
    }
    const viewer = viewerKey(c.req.header(VIEWER_ADDRESS_HEADER));
    const at = now();
    const allow = (key: string, limit: number) =>
      auth.allow(key, limit, SIGN_IN_LIMITS.windowMs, at);
    const viewerAnswer = await allow(`viewer:${viewer}`, SIGN_IN_LIMITS.perViewer);
    const answer = viewerAnswer.allowed
      ? await allow(`address:${email}|viewer:${viewer}`, SIGN_IN_LIMITS.perAddress)
      : viewerAnswer;
    if (!answer.allowed) {
      log.info('desk.sign_in_limited');
    } else if (staff.has(email)) {
      const token = await auth.createLink(email, at);
      const params = new URLSearchParams({ jeton: token, suite: safeNext(body?.['next']) });
      // In the fragment: browsers never send it, so no access log keeps the token.
      const link = `${config.siteUrl}${DESK_PATH}/connexion#${params.toString()}`;
      const mail = renderMail(
        {
          audience: 'clinic',
          title: copy.signInSubject,
          heading: copy.signInSubject,
          blocks: [
            {
              kind: 'paragraph',
              text: fillTemplate(copy.signInIntro, { minutes: LINK_TTL_MS / 60_000 }),
            },
            { kind: 'button', label: copy.signInButton, href: link },
            { kind: 'paragraph', text: copy.signInIgnore, muted: true },
          ],
        },
        facts,
        config.siteUrl,
      );
      try {
        await mailer.send({ to: [email], subject: copy.signInSubject, ...mail });
        log.info('desk.sign_in_link_sent');
      } catch (error) {
        log.error('desk.sign_in_mail_failed', errorFields(error));
      }
    } else {
      log.info('desk.sign_in_refused');
    }
    // Staff or not, the same answer after the same time: nobody learns who is staff. Only the
    // viewer's own requests count towards its limit, so being told to wait tells nothing of others.
    const wait = (deps.signInMinMs ?? 700) - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (answer.allowed) return c.json({ message: copy.signInSent }, 202);
    const { retryAt } = answer;
    const message = fillTemplate(copy.signInTooMany, { time: formatTime(retryAt) });
    return c.json({ message, retryAt: retryAt.toISOString() }, 202);
  });

  app.post(desk.session.path, async (c) => {
    const body = await readJson(c);
    const email = await auth.consumeLink(text(body?.['token']), now());
    if (email === undefined || !staff.has(email)) {
      return errorResponse(c, 401, 'link_expired', copy.linkExpired);
    }
    const at = now();
    const sid = await auth.createSession(email, at);
    const jwt = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(email)
      .setAudience(audience)
      .setIssuer(config.siteOrigin)
      .setIssuedAt(Math.floor(at.getTime() / 1000))
      .setExpirationTime(Math.floor((at.getTime() + SESSION_TTL_MS) / 1000))
      .sign(key);
    setCookie(c, DESK_COOKIE, jwt, {
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
    log.info('desk.signed_in');
    return c.json({ email, next: safeNext(body?.['next']) });
  });

  // Everything below needs a session.

  const session = async (c: Context<Env>) => {
    const cookie = getCookie(c, DESK_COOKIE);
    if (cookie === undefined) return undefined;
    try {
      const { payload } = await jwtVerify(cookie, key, {
        algorithms: ['HS256'],
        audience,
        issuer: config.siteOrigin,
        currentDate: now(),
      });
      const sid = payload['sid'];
      const email = payload.sub;
      if (typeof sid !== 'string' || email === undefined || !staff.has(email)) return undefined;
      return (await auth.isSession(sid, email, now())) ? { sid, email } : undefined;
    } catch {
      return undefined;
    }
  };

  app.post(desk.signOut.path, async (c) => {
    const current = await session(c);
    if (current !== undefined) await auth.deleteSession(current.sid);
    deleteCookie(c, DESK_COOKIE, { path: '/', secure: true });
    return c.json({ message: copy.signedOut });
  });

  app.use(`${desk.prefix}/*`, async (c, next) => {
    const current = await session(c);
    if (current === undefined) {
      return c.req.path.startsWith(desk.pages.path)
        ? signInNeeded(c, facts.clinic.name, copy.unauthenticated)
        : errorResponse(c, 401, 'unauthenticated', copy.unauthenticated);
    }
    c.set('staff', current.email);
    await next();
  });

  app.get(desk.me.path, (c) => c.json({ email: c.get('staff') }));

  const unknownVoucher = (c: Context) =>
    errorResponse(c, 404, 'unknown_voucher', copy.unknownVoucher);

  /** Every voucher call starts alike: its code checked, its JSON body read. */
  const onVoucher = (
    route: { method: string; path: string },
    answer: (c: Context<Env>, code: string, body: Body) => Response | Promise<Response>,
  ) =>
    app.on(route.method, route.path, async (c) => {
      const code = normalizeVoucherCode(c.req.param('code') ?? '');
      if (code === undefined) return errorResponse(c, 422, 'invalid_code', copy.invalidCode);
      return answer(c, code, await readJson(c));
    });

  onVoucher(desk.voucher, async (c, code) => {
    const item = await register.get(code);
    return item === undefined ? unknownVoucher(c) : c.json(deskVoucherView(item, now()));
  });

  onVoucher(desk.use, (c, code, body) => {
    const use = readUse(body, copy, facts.usableTreatments);
    if (!use.ok) return errorResponse(c, 422, use.error, use.message);
    return change(c, code, useTransition(use.value, c.get('staff')), 'desk.use_recorded');
  });

  const useTransition = ({ amount, treatment, note, balanceCents }: UseInput, actor: string) =>
    recordUse(now(), amount, actor, {
      treatment,
      seenBalanceCents: balanceCents,
      ...(note === '' ? {} : { note }),
    });

  /** The transition applied and logged; if refused, why in French, with the voucher as it is. */
  async function apply(code: string, transition: Transition, event: string) {
    const result = await register.change(code, transition);
    if (result.ok) {
      log.info(event, { session: result.item.sessionId });
      return result;
    }
    const item = result.reason === 'not_found' ? undefined : await register.get(code);
    return { ...result, item, refusal: refusalMessage(result.reason, item?.balanceCents ?? 0) };
  }

  const refusalMessage = (reason: string, balanceCents: number) =>
    reason === 'balance_changed'
      ? fillTemplate(copy.balanceChanged, { balance: formatCents(balanceCents) })
      : reason in copy.refusals
        ? copy.refusals[reason as keyof typeof copy.refusals]
        : copy.refusals.invalid_amount;

  async function change(c: Context<Env>, code: string, transition: Transition, event: string) {
    const result = await apply(code, transition, event);
    if (result.ok) return c.json(deskVoucherView(result.item, now()));
    if (result.reason === 'not_found') return unknownVoucher(c);
    const { item } = result;
    const extra = item ? { voucher: deskVoucherView(item, now()) } : {};
    return errorResponse(c, 409, result.reason, result.refusal, extra);
  }

  onVoucher(desk.reverse, (c, code, body) => {
    const index = body?.['index'];
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) {
      return errorResponse(c, 422, 'unknown_use', copy.refusals.unknown_use);
    }
    return change(c, code, reverseUse(now(), index, c.get('staff')), 'desk.use_reversed');
  });

  onVoucher(desk.void, (c, code, body) => {
    const reason = text(body?.['reason']).normalize('NFC');
    const unreadable = CONTROL_CHARACTERS.test(reason) || hasFormatCharacters(reason);
    if (visibleLength(reason) < 3 || reason.length > 300 || unreadable) {
      return errorResponse(c, 422, 'invalid_reason', copy.voidReasonMissing);
    }
    return change(c, code, voidVoucher(now(), reason, c.get('staff')), 'desk.voided');
  });

  onVoucher(desk.resend, async (c, code, body) => {
    const typed = text(body?.['email']).toLowerCase();
    if (typed !== '' && !isEmailAddress(typed)) {
      return errorResponse(c, 422, 'invalid_email', copy.resendInvalidEmail);
    }
    const item = await register.get(code);
    if (item === undefined) return unknownVoucher(c);
    if (item.status === 'void') return errorResponse(c, 409, 'void', copy.refusals.void);
    const to = typed === '' ? item.buyerEmail : typed;
    const resent = await resendVoucher({ siteUrl: config.siteUrl }, deps, item, to, c.get('staff'));
    return c.json(deskVoucherView(resent, now()));
  });

  onVoucher(desk.delivery, (c, code, body) => {
    const email = text(body?.['email']).toLowerCase();
    const on = text(body?.['date']);
    if (!isEmailAddress(email)) {
      return errorResponse(c, 422, 'invalid_email', copy.deliveryInvalidEmail);
    }
    if (!isCalendarDay(on)) {
      return errorResponse(c, 422, 'invalid_date', copy.deliveryInvalidDate);
    }
    const delivery = scheduleDelivery(now(), { email, on }, c.get('staff'));
    return change(c, code, delivery, 'desk.delivery_changed');
  });

  onVoucher(desk.resendDelivery, async (c, code) => {
    const item = await register.get(code);
    if (item === undefined) return unknownVoucher(c);
    const email = item.delivery?.email ?? '';
    const again = scheduleDelivery(now(), { email, on: parisDay(now()) }, c.get('staff'), true);
    return change(c, code, again, 'desk.delivery_resent');
  });

  app.get(desk.list.path, async (c) => {
    const filter = readFilter(c.req.query());
    if (filter === undefined) return errorResponse(c, 422, 'invalid_filter', copy.invalidFilter);
    const at = now();
    const { items, totals } = await listVouchers(register, filter, at);
    return c.json({ vouchers: items.map((item) => summary(item, at)), totals });
  });

  app.get(desk.export.path, async (c) => {
    const filter = readFilter(c.req.query());
    if (filter === undefined) return errorResponse(c, 422, 'invalid_filter', copy.invalidFilter);
    const at = now();
    const { items } = await listVouchers(register, filter, at);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="bons-cadeaux-${parisDay(at)}.csv"`);
    return c.body(vouchersCsv(items, copy, at));
  });

  // Without JavaScript: plain forms, answered 303, and the pages they lead to.

  const voucherPage = (code: string) => deskPath(desk.pageVoucher.path, code);
  const show = (
    c: Context<Env>,
    status: ContentfulStatusCode,
    shown: Omit<DeskPageProps, 'clinicName' | 'lookup'> & { typed?: string; error?: string },
  ) => {
    const { typed = '', error, ...rest } = shown;
    return deskPage(c, status, {
      clinicName: facts.clinic.name,
      lookup: { action: desk.lookup.path, typed, ...(error === undefined ? {} : { error }) },
      ...rest,
    });
  };
  const useForm = (
    item: VoucherItem,
    values: UseValues,
    errors: Record<string, string> = {},
    refusal?: string,
  ) => ({
    voucher: deskVoucherView(item, now()),
    use: {
      action: `${voucherPage(item.code)}/uses`,
      treatments: facts.usableTreatments,
      values,
      errors,
      ...(refusal === undefined ? {} : { refusal }),
    },
  });

  app.get(desk.pages.path, (c) => show(c, 200, {}));

  app.post(desk.lookup.path, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}));
    const item = await pageVoucher(c, fieldText(body, 'code'));
    return item instanceof Response ? item : c.redirect(voucherPage(item.code), 303);
  });

  /** The typed code's voucher, or the lookup page saying why there is none. */
  async function pageVoucher(c: Context<Env>, typed: string) {
    const code = normalizeVoucherCode(typed);
    if (code === undefined) return show(c, 422, { typed, error: copy.invalidCode });
    const item = await register.get(code);
    return item ?? show(c, 404, { typed, error: copy.unknownVoucher });
  }

  app.get(desk.pageVoucher.path, async (c) => {
    const item = await pageVoucher(c, c.req.param('code'));
    if (item instanceof Response) return item;
    const recorded = Number(c.req.query('utilisation'));
    return show(c, 200, {
      ...useForm(item, { amount: '', treatment: '', note: '' }),
      ...(Number.isSafeInteger(recorded) ? { recorded } : {}),
    });
  });

  app.post(desk.pageUse.path, async (c) => {
    const item = await pageVoucher(c, c.req.param('code'));
    if (item instanceof Response) return item;
    const body = await c.req.parseBody().catch(() => ({}));
    const values = {
      amount: fieldText(body, 'amount'),
      treatment: fieldText(body, 'treatment'),
      note: fieldText(body, 'note'),
    };
    const use = readUse(body, copy, facts.usableTreatments);
    if (!use.ok) return show(c, 422, useForm(item, values, use.fields));
    const { code } = item;
    const result = await apply(code, useTransition(use.value, c.get('staff')), 'desk.use_recorded');
    if (!result.ok) {
      return result.item === undefined
        ? show(c, 404, { typed: c.req.param('code'), error: copy.unknownVoucher })
        : show(c, 409, useForm(result.item, values, {}, result.refusal));
    }
    // The history's last entry, so the voucher's page can say it was recorded.
    return c.redirect(`${voucherPage(code)}?utilisation=${result.item.history.length - 1}`, 303);
  });

  return finishApp(new Hono().route('/', app), log);
}

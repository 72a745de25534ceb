/** Staff sign in by a single-use link e-mailed to a listed address, then hold a session cookie. */
import { randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { fillTemplate, formatCents, formatTime, parseEuroCents } from '@clinique/catalog/format';
import {
  DESK_EVENTS,
  DESK_RULES,
  desk,
  type DeskListQuery,
  deskDeliveryBody,
  deskResendBody,
  deskReverseBody,
  deskUseBody,
  deskVoidBody,
} from '@clinique/api/desk';
import { DESK_PATH } from '@clinique/catalog/desk';
import type { DeskConfig } from '../config.ts';
import type { DeskDeps } from '../deps.ts';
import {
  allowedOrigins,
  errorResponse,
  finishApp,
  jsonOnly,
  limitBody,
  REFUSALS,
  viewerKey,
} from '../http.ts';
import { DESK_COOKIE, DESK_DEVICE_COOKIE, VIEWER_ADDRESS_HEADER } from '@clinique/api';
import { errorFields, type LogFields } from '../logger.ts';
import { composeMail } from '../mail/layout.tsx';
import {
  requestResend,
  resendToRecipient,
  resendsOn,
  scheduleDelivery,
  sendEarly,
} from '../register/jobs.ts';
import { recordUse, reverseUse, voidVoucher, type Transition } from '../register/transitions.ts';
import { RegisterBusyError } from '../register/store.ts';
import { parisDay } from '../voucher/model.ts';
import {
  deskVoucherView,
  everyVoucher,
  listForUses,
  listVouchers,
  normalizeVoucherCode,
  readFilter,
  unusedCodeCharacter,
  usesCsv,
  vouchersCsv,
} from './reports.ts';
import { isEmailAddress } from '@clinique/api/text';
import { LINK_TTL_MS, SESSION_TTL_MS } from './auth-store.ts';

/**
 * Sign-in requests of one viewer (IP) in any 15 minutes: for one address, and in all. Counted per
 * viewer only, so someone hammering an address never stops its owner from getting a link.
 */
export const SIGN_IN_LIMITS = { perAddress: 5, perViewer: 20, windowMs: 15 * 60_000 } as const;

/** How long a phone that signed in is known: a guest on its network cannot use up its limits. */
export const DEVICE_TTL_MS = 365 * 24 * 3600_000;

const DAY_MS = 24 * 3600_000;

const cookieOptions = (ttlMs: number) =>
  ({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', maxAge: ttlMs / 1000 }) as const;

type Env = { Variables: { staff: string } };

async function readJson(c: Context): Promise<Record<string, unknown> | undefined> {
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
  const deviceAudience = `${audience}:device`;
  const origins = allowedOrigins(config);
  const staff = new Set(config.desk.staff);
  const app = new Hono<Env>();

  const guard: MiddlewareHandler = async (c, next) => {
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
  };
  app.use(`${desk.prefix}/*`, guard, limitBody(), jsonOnly);

  const sign = (claims: Record<string, string>, aud: string, at: Date, ttlMs: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(aud)
      .setIssuer(config.siteOrigin)
      .setIssuedAt(Math.floor(at.getTime() / 1000))
      .setExpirationTime(Math.floor((at.getTime() + ttlMs) / 1000))
      .sign(key);
  /** The claims of `cookie` if this desk signed it for `aud` and it is still valid. */
  const verified = async (cookie: string | undefined, aud: string) => {
    if (cookie === undefined) return undefined;
    try {
      const options = { algorithms: ['HS256'], audience: aud, issuer: config.siteOrigin };
      return (await jwtVerify(cookie, key, { ...options, currentDate: now() })).payload;
    } catch {
      return undefined;
    }
  };
  const knownDevice = async (c: Context) => {
    const did = (await verified(getCookie(c, DESK_DEVICE_COOKIE), deviceAudience))?.['did'];
    return typeof did === 'string' ? did : undefined;
  };

  app.post(desk.signIn.path, async (c) => {
    const started = Date.now();
    const body = await readJson(c);
    const email = text(body?.['email']).toLowerCase();
    if (!isEmailAddress(email)) {
      return errorResponse(c, 422, 'invalid_email', copy.signInInvalidEmail);
    }
    const device = await knownDevice(c);
    const viewer =
      device === undefined
        ? `viewer:${viewerKey(c.req.header(VIEWER_ADDRESS_HEADER))}`
        : `device:${device}`;
    const at = now();
    const allow = (key: string, limit: number) =>
      auth.allow(key, limit, SIGN_IN_LIMITS.windowMs, at);
    const viewerAnswer = await allow(viewer, SIGN_IN_LIMITS.perViewer);
    const answer = viewerAnswer.allowed
      ? await allow(`address:${email}|${viewer}`, SIGN_IN_LIMITS.perAddress)
      : viewerAnswer;
    if (!answer.allowed) {
      log.info('desk.sign_in_limited');
    } else if (staff.has(email)) {
      const token = await auth.createLink(email, at);
      const params = new URLSearchParams({ jeton: token, suite: safeNext(body?.['next']) });
      // In the fragment: browsers never send it, so no access log keeps the token.
      const link = `${config.siteUrl}${DESK_PATH}/connexion#${params.toString()}`;
      const mail = composeMail(
        { to: [email], subject: copy.signInSubject },
        {
          audience: 'clinic',
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
        await mailer.send(mail);
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
    const jwt = await sign({ sid, sub: email }, audience, at, SESSION_TTL_MS);
    setCookie(c, DESK_COOKIE, jwt, cookieOptions(SESSION_TTL_MS));
    const did = (await knownDevice(c)) ?? randomBytes(16).toString('base64url');
    const device = await sign({ did }, deviceAudience, at, DEVICE_TTL_MS);
    setCookie(c, DESK_DEVICE_COOKIE, device, cookieOptions(DEVICE_TTL_MS));
    log.info('desk.signed_in');
    return c.json({ email, next: safeNext(body?.['next']) });
  });

  // Everything below needs a session.

  const session = async (c: Context<Env>) => {
    const { sid, sub: email } = (await verified(getCookie(c, DESK_COOKIE), audience)) ?? {};
    if (typeof sid !== 'string' || email === undefined || !staff.has(email)) return undefined;
    return (await auth.isSession(sid, email, now())) ? { sid, email } : undefined;
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
      return errorResponse(c, 401, 'unauthenticated', copy.unauthenticated);
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
    answer: (c: Context<Env>, code: string, body: unknown) => Response | Promise<Response>,
  ) =>
    app.on(route.method, route.path, async (c) => {
      const typed = c.req.param('code') ?? '';
      const code = normalizeVoucherCode(typed);
      if (code === undefined) {
        // A look-alike typed for a letter of the code: the refusal names it, not only the format.
        const character = unusedCodeCharacter(typed);
        const message =
          character === undefined
            ? copy.invalidCode
            : fillTemplate(copy.invalidCodeCharacter, { character });
        return errorResponse(c, 422, 'invalid_code', message);
      }
      return answer(c, code, (await readJson(c)) ?? {});
    });

  /** The body read by `schema`; a refusal names the first field refused (`errors`), in French. */
  const onVoucherBody = <S extends v.GenericSchema>(
    route: { method: string; path: string },
    schema: S,
    errors: Record<string, string>,
    answer: (c: Context<Env>, code: string, body: v.InferOutput<S>) => Promise<Response>,
  ) =>
    onVoucher(route, (c, code, body) => {
      const result = v.safeParse(schema, body, { abortPipeEarly: true });
      if (result.success) return answer(c, code, result.output);
      const issue = result.issues[0];
      const error = errors[String(issue.path?.[0]?.key ?? '')] ?? Object.values(errors)[0];
      return errorResponse(c, 422, error ?? 'invalid_request', issue.message);
    });

  onVoucher(desk.voucher, async (c, code) => {
    const item = await register.get(code);
    return item === undefined ? unknownVoucher(c) : c.json(deskVoucherView(item, now()));
  });

  const useBody = deskUseBody(copy, facts.usableTreatments, parseEuroCents);
  const useErrors = {
    amount: 'invalid_amount',
    treatment: 'unknown_treatment',
    note: 'invalid_note',
  };
  onVoucherBody(desk.use, useBody, useErrors, (c, code, use) => {
    const { amount, treatment, note, balanceCents } = use;
    const transition = recordUse(now(), amount, c.get('staff'), {
      treatment,
      ...(balanceCents === undefined ? {} : { seenBalanceCents: balanceCents }),
      ...(note === '' ? {} : { note }),
    });
    return change(c, code, transition, 'desk.use_recorded');
  });

  const refusalMessage = (reason: string, balanceCents: number) =>
    reason === 'balance_changed'
      ? fillTemplate(copy.balanceChanged, { balance: formatCents(balanceCents) })
      : reason === 'too_many_resends'
        ? fillTemplate(copy.resendTooMany, { limit: DESK_RULES.resendsPerVoucherPerDay })
        : reason in copy.refusals
          ? copy.refusals[reason as keyof typeof copy.refusals]
          : copy.refusals.invalid_amount;

  /** The transition applied and logged; if refused, why in French, with the voucher as it is. */
  async function change(
    c: Context<Env>,
    code: string,
    transition: Transition,
    event: string,
    fields: LogFields = {},
  ) {
    const result = await register.change(code, transition).catch((error: unknown) => {
      if (error instanceof RegisterBusyError)
        return { ok: false as const, reason: 'busy' as const };
      throw error;
    });
    if (result.ok) {
      const { sessionId: session, dueAt } = result.item;
      // Alarms count these lines: a repeat that changed nothing (a void tapped twice) is not one.
      if (result.changed) log.info(event, { session, ...fields });
      if (dueAt !== undefined && Date.parse(dueAt) <= now().getTime()) {
        await deps.dispatch(code).catch((error: unknown) => {
          log.warn('desk.dispatch_failed', { session, ...errorFields(error) });
        });
      }
      return c.json(deskVoucherView(result.item, now()));
    }
    if (result.reason === 'not_found') return unknownVoucher(c);
    const item = await register.get(code);
    const extra = item ? { voucher: deskVoucherView(item, now()) } : {};
    if (result.reason === 'busy') return errorResponse(c, 409, 'busy', copy.busy, extra);
    const status = result.reason === 'too_many_resends' ? 429 : 409;
    const message = refusalMessage(result.reason, item?.balanceCents ?? 0);
    return errorResponse(c, status, result.reason, message, extra);
  }

  const reverseBody = deskReverseBody(copy.refusals.unknown_use);
  onVoucherBody(desk.reverse, reverseBody, { index: 'unknown_use' }, (c, code, { index }) =>
    change(c, code, reverseUse(now(), index, c.get('staff')), 'desk.use_reversed'),
  );

  const voidBody = deskVoidBody(copy.voidReasonMissing);
  onVoucherBody(desk.void, voidBody, { reason: 'invalid_reason' }, (c, code, { reason }) =>
    change(c, code, voidVoucher(now(), reason, c.get('staff')), DESK_EVENTS.voided),
  );

  /** The staff member's cap first (their e-mails today, on every voucher), then the voucher's. */
  async function resend(c: Context<Env>, code: string, transition: Transition, kind: string) {
    const staffEmail = c.get('staff');
    const items = await everyVoucher(register);
    const sent = items.reduce((total, item) => total + resendsOn(item, now(), staffEmail), 0);
    const limit = DESK_RULES.resendsPerStaffPerDay;
    // Requests sent at once all read the same count: a place taken atomically bounds them too.
    const place = () => auth.allow(`resend:${staffEmail}:${parisDay(now())}`, limit, DAY_MS, now());
    if (sent >= limit || !(await place()).allowed) {
      const message = fillTemplate(copy.resendStaffTooMany, { limit });
      return errorResponse(c, 429, 'too_many_resends', message);
    }
    return change(c, code, transition, DESK_EVENTS.resent, { kind });
  }

  const resendBody = deskResendBody(copy.resendInvalidEmail);
  onVoucherBody(desk.resend, resendBody, { email: 'invalid_email' }, async (c, code, { email }) => {
    const item = await register.get(code);
    if (item === undefined) return unknownVoucher(c);
    const to = email === '' ? item.buyerEmail : email;
    const kind = to === item.buyerEmail ? 'buyer' : 'other';
    return resend(c, code, requestResend(now(), to, c.get('staff')), kind);
  });

  onVoucher(desk.resendDelivery, (c, code) =>
    resend(c, code, resendToRecipient(now(), c.get('staff')), 'recipient'),
  );

  onVoucher(desk.sendNow, (c, code) =>
    change(c, code, sendEarly(now(), c.get('staff')), 'desk.delivery_sent_early'),
  );

  const deliveryBody = deskDeliveryBody(copy);
  const deliveryErrors = { email: 'invalid_email', date: 'invalid_date' };
  onVoucherBody(desk.delivery, deliveryBody, deliveryErrors, (c, code, { email, date }) => {
    const delivery = scheduleDelivery(now(), { email, on: date }, c.get('staff'));
    return change(c, code, delivery, 'desk.delivery_changed');
  });

  /** The lists and exports read their filter from the query; a malformed one is refused. */
  const onList = (path: string, answer: (c: Context, filter: DeskListQuery) => Promise<Response>) =>
    app.get(path, (c) => {
      const filter = readFilter(c.req.query());
      if (filter === undefined) return errorResponse(c, 422, 'invalid_filter', copy.invalidFilter);
      return answer(c, filter);
    });

  onList(desk.list.path, async (c, filter) =>
    c.json((await listVouchers(register, filter, now())).list),
  );

  /** The accountant's files, named by their period: two months exported one day do not clash. */
  const exported = (c: Context, name: string, filter: DeskListQuery, body: string) => {
    const period = `${filter.from ? `${filter.from}-` : ''}au-${filter.to ?? parisDay(now())}`;
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${name}-${period}.csv"`);
    return c.body(body);
  };

  onList(desk.export.path, async (c, filter) => {
    const { items, at } = await listVouchers(register, filter, now());
    return exported(c, 'bons-cadeaux', filter, vouchersCsv(items, copy, at));
  });

  onList(desk.usesExport.path, async (c, filter) => {
    const items = await listForUses(register, filter, now());
    return exported(c, 'utilisations', filter, usesCsv(items, filter, copy));
  });

  return finishApp(new Hono().route('/', app), log);
}

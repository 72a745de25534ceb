/** Once the code is shown the countdown stops: going home would take it away. The visitor can stop it too. */
import { VOUCHER_CODE_PATTERN, voucherCode, type VoucherRecap } from '@clinique/api/voucher-code';
import { SUCCESS_ATTRIBUTES as attributes } from './attributes.ts';

/** A delayed payment method may not be confirmed yet. */
const CODE_TRIES = 3;
const CODE_RETRY_MS = 1500;
const SESSION_PARAM = 'session_id';

const sessionId = new URLSearchParams(location.search).get(SESSION_PARAM)?.trim();
const reference = document.querySelector<HTMLElement>(`[${attributes.reference}]`);
const referenceValue = reference?.querySelector(`[${attributes.referenceValue}]`);
const pending = document.querySelector<HTMLElement>(`[${attributes.pending}]`);

const countdown = document.querySelector<HTMLElement>(`[${attributes.countdown}]`);
// The text of the UI kit's Countdown: <p role="status"><svg/><span>…</span></p>.
const text = countdown?.querySelector('[role="status"] > span');
let stopCountdown = (): void => undefined;
if (countdown && text) {
  const template = JSON.parse(countdown.getAttribute(attributes.template) ?? '{}') as {
    one: string;
    other: string;
  };
  const home = countdown.getAttribute(attributes.redirectTo) ?? '/';
  let seconds = Number(countdown.getAttribute(attributes.countdown));
  const timer = setInterval(() => {
    seconds = Math.max(0, seconds - 1);
    // fillPlural's rule, written out: importing it would double this page's script.
    const form = seconds <= 1 ? template.one : template.other;
    text.textContent = form.replace('{seconds}', String(seconds));
    if (seconds === 0) {
      clearInterval(timer);
      location.assign(home);
    }
  }, 1000);
  stopCountdown = () => {
    clearInterval(timer);
    countdown.hidden = true;
  };
  // A time limit the visitor can turn off: the page stays, and says so where the countdown was.
  const stay = countdown.querySelector<HTMLElement>(`[${attributes.stay}]`);
  const status = text.parentElement;
  if (stay && status) {
    stay.hidden = false;
    stay.querySelector('button')?.addEventListener('click', () => {
      clearInterval(timer);
      text.textContent = stay.getAttribute(attributes.stay);
      stay.hidden = true;
      status.tabIndex = -1;
      status.focus();
    });
  }
}

/** The session id is not shown, copied or kept in the history. */
function forgetSessionId(): void {
  const url = new URL(location.href);
  url.searchParams.delete(SESSION_PARAM);
  history.replaceState(history.state, '', url);
}

/** Fills the recap's slots; the templates of a sent or a given voucher are on its `next` slot. */
function showRecap(recap: VoucherRecap): void {
  const section = document.querySelector<HTMLElement>(`[${attributes.recap}]`);
  const slot = (name: string) => section?.querySelector(`[${attributes.recapSlot}="${name}"]`);
  const next = slot('next');
  if (!section || !next) return;
  const template = next.getAttribute(recap.delivery ? attributes.delivery : attributes.self) ?? '';
  const filled = { email: recap.delivery?.email ?? '', date: recap.delivery?.date ?? '' };
  // One pass, by a function: an address may hold `$&` or `{date}`, which a string would expand.
  const [sending = '', then = ''] = template
    .replace(/\{(email|date)\}/g, (_match, key: keyof typeof filled) => filled[key])
    .split('\n');
  const { title, amount, recipientName } = recap;
  const values = { title, amount, recipientName, sending, next: then };
  for (const [name, value] of Object.entries(values)) {
    const element = slot(name);
    if (element) element.textContent = value;
  }
  section.hidden = false;
}

/** The recap as the server sent it, or nothing if it is not the expected shape. */
function recapOf(recap: unknown): VoucherRecap | undefined {
  if (typeof recap !== 'object' || recap === null) return undefined;
  const { title, amount, recipientName, delivery } = recap as Record<string, unknown>;
  if (typeof title !== 'string' || typeof amount !== 'string') return undefined;
  if (typeof recipientName !== 'string') return undefined;
  const { email, date } = (delivery ?? {}) as Record<string, unknown>;
  return {
    title,
    amount,
    recipientName,
    ...(typeof email === 'string' && typeof date === 'string' && { delivery: { email, date } }),
  };
}

/**
 * `undefined` while the payment is not confirmed, `null` when there is no code. Read by hand, as
 * the page's script budget is tight: no schema, no error class.
 */
async function fetchVoucherCode(id: string) {
  const path = `${voucherCode.path}?${SESSION_PARAM}=${encodeURIComponent(id)}`;
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (response.status === 202) return undefined;
  if (!response.ok) return null;
  const answer: unknown = await response.json();
  const { code, recap } = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    code?: unknown;
    recap?: unknown;
  };
  return typeof code === 'string' && VOUCHER_CODE_PATTERN.test(code)
    ? { code, recap: recapOf(recap) }
    : null;
}

async function showCode(id: string, tries: number): Promise<void> {
  const found = await fetchVoucherCode(id).catch(() => null);
  if (found === undefined && tries > 1) {
    setTimeout(() => void showCode(id, tries - 1), CODE_RETRY_MS);
    return;
  }
  if (found && reference && referenceValue) {
    referenceValue.textContent = found.code;
    reference.hidden = false;
    if (found.recap) showRecap(found.recap);
    stopCountdown();
    forgetSessionId();
  } else if (pending) {
    pending.hidden = false;
  }
}

if (sessionId) void showCode(sessionId, CODE_TRIES);

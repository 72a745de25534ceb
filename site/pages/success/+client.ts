/**
 * Payment confirmation (HTML-only): shows the order reference (last 8 characters of `session_id`) and
 * counts down from the seconds written in the page, then goes home. Plain script, no framework.
 */
import { SUCCESS_ATTRIBUTES as attributes } from './attributes.ts';

const sessionId = new URLSearchParams(location.search).get('session_id')?.trim();
const reference = document.querySelector<HTMLElement>(`[${attributes.reference}]`);
const referenceValue = reference?.querySelector(`[${attributes.referenceValue}]`);
if (reference && referenceValue && sessionId) {
  referenceValue.textContent = sessionId.slice(-8);
  reference.hidden = false;
}

const countdown = document.querySelector<HTMLElement>(`[${attributes.countdown}]`);
// The text of the UI kit's Countdown: <p role="status"><svg/><span>…</span></p>.
const text = countdown?.querySelector('[role="status"] > span');
if (countdown && text) {
  const template = countdown.getAttribute(attributes.template) ?? '{seconds}';
  const home = countdown.getAttribute(attributes.redirectTo) ?? '/';
  let seconds = Number(countdown.getAttribute(attributes.countdown));
  const timer = setInterval(() => {
    seconds = Math.max(0, seconds - 1);
    text.textContent = template.replace('{seconds}', String(seconds));
    if (seconds === 0) {
      clearInterval(timer);
      location.assign(home);
    }
  }, 1000);
}

/** Replaces the history entry, so "back" skips this page. */
import { REDIRECT_ATTRIBUTES as attributes } from './attributes.ts';

const redirect = document.querySelector(`[${attributes.to}]`);
const target = redirect?.getAttribute(attributes.to);
if (redirect && target) {
  const delay = Number(redirect.getAttribute(attributes.delay));
  setTimeout(() => location.replace(target), Number.isFinite(delay) ? delay : 0);
}

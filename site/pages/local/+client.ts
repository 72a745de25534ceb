/**
 * Local page (HTML-only): after the delay written in the page, go to the target replacing the history
 * entry, so that "back" skips this page. Plain script, no framework.
 */
import { REDIRECT_ATTRIBUTES as attributes } from './attributes.ts';

const redirect = document.querySelector(`[${attributes.to}]`);
const target = redirect?.getAttribute(attributes.to);
if (redirect && target) {
  const delay = Number(redirect.getAttribute(attributes.delay));
  setTimeout(() => location.replace(target), Number.isFinite(delay) ? delay : 0);
}

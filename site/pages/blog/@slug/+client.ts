/**
 * The article's share button (HTML-only page, plain script): the device's share sheet with the title
 * and the address; without one, copies the address and shows "Lien copié !" for 4 s. A cancelled share
 * is ignored; any other failure is only logged.
 */
import { SHARE } from './share.ts';

const wrapper = document.querySelector<HTMLElement>(`[${SHARE.wrapperAttribute}]`);
const button = wrapper?.querySelector('button');
const region = document.getElementById(SHARE.noticeId);
const template = document.getElementById(`${SHARE.noticeId}-template`);
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function showCopied() {
  if (!region || !(template instanceof HTMLTemplateElement)) return;
  region.replaceChildren(template.content.cloneNode(true));
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => region.replaceChildren(), SHARE.noticeMs);
}

async function share() {
  const url = location.href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({
        title: document.querySelector('h1')?.textContent ?? document.title,
        url,
      });
      return;
    }
    await navigator.clipboard.writeText(url);
    showCopied();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Partage impossible', error);
  }
}

if (wrapper && button) {
  button.addEventListener('click', () => void share());
  wrapper.hidden = false;
}

/** A cancelled share is ignored; any other failure is only logged. */
import { sharePage } from '@clinique/ui/share-page';
import { showStaticToast } from '@clinique/ui/static-toast';
import { SHARE } from './share.ts';

const wrapper = document.querySelector<HTMLElement>(`[${SHARE.wrapperAttribute}]`);
const button = wrapper?.querySelector('button');

if (wrapper && button) {
  button.addEventListener(
    'click',
    () =>
      void sharePage({
        title: document.querySelector('h1')?.textContent ?? document.title,
        url: location.href,
        onCopied: () => showStaticToast(SHARE.noticeId, SHARE.noticeMs),
      }),
  );
  wrapper.hidden = false;
}

/**
 * A story drawn at a phone's width fails when its page scrolls sideways, a box cuts its text or a
 * text sticks out of its box: a long French word or name must wrap, never push the layout past a
 * 320 px screen.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The viewports of `preview.tsx` that are a phone's. */
const PHONES = new Set(['small', 'phone']);

const describe = (element: Element) =>
  `<${element.tagName.toLowerCase()}> « ${(element.textContent ?? '').trim().slice(0, 60)} »`;

/** Where a wide child is fine: a field scrolls its value, a table or a scroller its content. */
const OWN_SCROLL = 'input, textarea, select, table *';

/** How far `element` passes the right edge of its parent's content, in pixels. */
function pastItsParent(element: Element): number {
  const parent = element.parentElement;
  const style = getComputedStyle(element);
  // Placed on purpose (a badge astride a card, a band bleeding into the card's padding).
  if (
    !parent ||
    ['absolute', 'fixed'].includes(style.position) ||
    parseFloat(style.marginRight) < 0
  )
    return 0;
  const frame = getComputedStyle(parent);
  if (frame.display === 'inline') return 0;
  const right =
    parent.getBoundingClientRect().left +
    parent.clientLeft +
    parent.clientWidth -
    parseFloat(frame.paddingRight);
  return element.getBoundingClientRect().right - right;
}

/** What sticks out sideways in `root`, in words; none when it all fits. */
export function sidewaysOverflow(root: Element): string[] {
  const { clientWidth, scrollWidth } = document.documentElement;
  const found =
    scrollWidth > clientWidth
      ? [`la page défile de côté (${scrollWidth} px pour ${clientWidth})`]
      : [];
  const skipped = new Set<Element>();
  for (const element of root.querySelectorAll('*')) {
    const parent = element.parentElement;
    // A visually hidden text is 1 px wide on purpose; a scroller's content may be wider.
    if (parent && skipped.has(parent)) {
      skipped.add(element);
      continue;
    }
    const { overflowX } = getComputedStyle(element);
    if (
      element.getBoundingClientRect().width <= 1 ||
      ['auto', 'scroll'].includes(overflowX) ||
      element.matches(OWN_SCROLL) ||
      !element.checkVisibility()
    ) {
      skipped.add(element);
      continue;
    }
    if (['hidden', 'clip'].includes(overflowX) && element.scrollWidth > element.clientWidth + 1)
      found.push(
        `${describe(element)} coupé (${element.scrollWidth} px pour ${element.clientWidth})`,
      );
    const past = pastItsParent(element);
    if (past > 1) found.push(`${describe(element)} dépasse de son cadre de ${Math.round(past)} px`);
  }
  return found;
}

export async function fitsThePhoneScreen({ globals, canvasElement }: StoryContext) {
  const viewport: unknown = globals['viewport'];
  const name =
    typeof viewport === 'object' && viewport !== null && 'value' in viewport ? viewport.value : '';
  if (typeof name === 'string' && PHONES.has(name))
    await expect(sidewaysOverflow(canvasElement)).toEqual([]);
}

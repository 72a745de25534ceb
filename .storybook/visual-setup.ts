/**
 * Visual regression of every story (Vitest browser mode): once a story has rendered and run its play
 * function, the page is compared with its committed picture in visual/stories/<story id>.png.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { page } from 'vitest/browser';

/** The pages' pictures are taken on the same day (site/e2e/visual-regression.spec.ts). */
const FROZEN_DAY = new Date('2026-03-02T10:00:00+01:00');

beforeAll(() => {
  // Stories that show today's date (a voucher's delivery day) must not change at midnight.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: FROZEN_DAY });
  // Motion and the blinking caret would make two runs differ; the pictures show the settled state.
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.append(style);
});

afterAll(() => {
  vi.useRealTimers();
});

afterEach(async ({ task, expect }) => {
  const { storyId } = task.meta as { storyId?: unknown };
  if (typeof storyId !== 'string' || task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Lazy images below the fold would never load in the test frame: the picture shows them all.
  await Promise.all(
    [...document.images].map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
  // The story's own container (Storybook's hidden wrappers aside), or the whole page when the story
  // opened something beside it (a dialog, a toast).
  const shown = [...document.body.children].filter(
    (child) => child.tagName === 'DIV' && !child.classList.contains('sb-wrapper'),
  );
  const [story] = shown;
  const element = shown.length === 1 && story ? story : document.body;
  // A story that renders nothing ("Empty") has nothing to picture: it must stay empty.
  if (element.getBoundingClientRect().height === 0) {
    expect(element.textContent).toBe('');
    return;
  }
  await expect(page.elementLocator(element)).toMatchScreenshot(storyId);
});

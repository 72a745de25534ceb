/**
 * Pictures of one built tree: every story of its Storybook and every route of its sitemap at 375
 * and 1280 px, in a browser shared by both trees; the labels name each picture's file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import type { StoryIndex } from 'storybook/internal/types';
import { islandsHydrated } from '../../site/e2e/hydration.ts';
import { AFTER_LOAD_ATTRIBUTE } from '../../site/src/after-load.ts';
import { sitemapPaths } from '../../site/src/site-files.ts';

/** The day every page and story believes it is: dates, the footer's year and countdowns stay put. */
const FROZEN_DAY = new Date('2026-03-02T10:00:00+01:00');

/** Wider and taller than any story's own viewport, so the story is never squeezed. */
const STORY_VIEWPORT = { width: 1400, height: 1000 };

/** A story's tag: left out of the pictures, whose browser cannot draw what it shows. */
const NO_PICTURE = 'no-picture';

/** Where a pictured page keeps the addresses of the scripts that have run. */
const RAN = '__visualScriptsRan';

/**
 * Motion would make two loads differ: the pictures show the settled state, every part drawn, even
 * what the browser skips while it is off screen.
 */
const STILL = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
  content-visibility: visible !important;
}`;

export interface Target {
  /** Where the tree's built site and Storybook answer. */
  siteUrl: string;
  storybookUrl: string;
  /** The tree's `site/dist/client` and Storybook output, to read its sitemap and story index. */
  siteDir: string;
  storybookDir: string;
}

export type Labels = Record<string, string>;

/** One tree's pictures, `workers` pages at once; those that cannot be taken go in `failures`. */
export interface Shots {
  browser: Browser;
  target: Target;
  outDir: string;
  workers: number;
  failures: string[];
}

/** What the pictures read of, and ask from, the Storybook preview of the page. */
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: {
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: {
          viewport?: { options?: Record<string, { styles?: Record<string, string> }> };
        };
      };
    };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void;
  };
};

/**
 * `stopTimers` for pages: a redirect or a countdown would otherwise move on while the picture is
 * taken. Stories keep their timers running (play functions wait on them), with the date fixed.
 */
async function newContext(browser: Browser, options: BrowserContextOptions, stopTimers = false) {
  const context = await browser.newContext({
    deviceScaleFactor: 1,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    ...options,
  });
  if (stopTimers) {
    // `pauseAt` only moves forward: installed an hour before the day, paused on it.
    await context.clock.install({ time: FROZEN_DAY.getTime() - 60 * 60 * 1000 });
    await context.clock.pauseAt(FROZEN_DAY);
  } else {
    await context.clock.setFixedTime(FROZEN_DAY);
  }
  // The fonts are `font-display: optional`: a first load slower than 100 ms would be pictured in
  // the fallback font. For pictures, every face blocks until it has loaded.
  // Only pages and stylesheets go through here: scripts, images and fonts are served untouched.
  const styled = (url: URL) =>
    url.protocol === 'http:' &&
    (/\.(css|html)$/.test(url.pathname) || !/\.\w+$/.test(url.pathname));
  await context.route(styled, async (route) => {
    // A connection reset under load is tried once more; then the browser fetches it itself.
    const response = await route.fetch({ maxRetries: 1 }).catch(() => undefined);
    if (!response) return route.continue().catch(() => undefined);
    const text = await response.text();
    const body = text.replace(/font-display:\s*optional/g, 'font-display:block');
    await route.fulfill({ response, body });
  });
  // The same pseudo-random sequence on every load, for anything that shuffles or picks at random;
  // no browser bubble for an invalid field (browser chrome that fades in, not the page's design).
  await context.addInitScript((key) => {
    addEventListener('invalid', (event) => event.preventDefault(), true);
    // Scripts that have run (or failed), for `afterLoadScriptsRan`; an element's `load` reaches the
    // document, never the window.
    const ran = new Set<string>();
    Object.assign(window, { [key]: ran });
    for (const type of ['load', 'error']) {
      document.addEventListener(
        type,
        (event) => event.target instanceof HTMLScriptElement && ran.add(event.target.src),
        true,
      );
    }
    let seed = 20260302;
    Math.random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
  }, RAN);
  return context;
}

/** The scripts a page starts after its load event have run: an article's share button shows. */
async function afterLoadScriptsRan(page: Page) {
  await page.waitForFunction(
    ([attribute, key]) => {
      const ran = (window as unknown as Record<string, Set<string> | undefined>)[key];
      return [...document.querySelectorAll(`script[${attribute}]`)].every((loader) =>
        ran?.has(new URL(loader.getAttribute(attribute) ?? '', location.href).href),
      );
    },
    [AFTER_LOAD_ATTRIBUTE, RAN] as const,
  );
}

/** Lazy images loaded too, every image decoded, fonts drawn, motion stopped. */
async function settle(page: Page) {
  await page.evaluate(async (css) => {
    if (!document.getElementById('visual-still')) {
      document.head.append(
        Object.assign(document.createElement('style'), { id: 'visual-still', textContent: css }),
      );
    }
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  }, STILL);
}

/** A long page on a busy shared machine takes far longer than Playwright's 30 s default. */
const PATIENCE = 180_000;

const SHOT = { animations: 'disabled', caret: 'hide' } as const;

/** Runs `work` over `items`, each worker with its own context; a failure stops no other picture. */
async function inParallel<T>(
  { workers, failures }: Shots,
  items: readonly T[],
  open: () => Promise<BrowserContext>,
  work: (page: Page, item: T) => Promise<void>,
  nameOf: (item: T) => string = String,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async () => {
      const context = await open();
      context.setDefaultTimeout(PATIENCE);
      let page = await context.newPage();
      try {
        while (next < items.length) {
          const item = items[next] as T;
          next += 1;
          await work(page, item).catch(async (error: unknown) => {
            failures.push(
              `${nameOf(item)} : ${error instanceof Error ? error.message.split('\n')[0] : error}`,
            );
            await page.close();
            page = await context.newPage();
          });
        }
      } finally {
        await context.close();
      }
    }),
  );
}

export async function capturePages(shots: Shots): Promise<Labels> {
  const { browser, target, outDir } = shots;
  const paths = sitemapPaths(readFileSync(join(target.siteDir, 'sitemap.xml'), 'utf8'));
  // Articles share the first one's template and prose styles: only their first screen is kept.
  const firstArticle = paths.find((path) => path.startsWith('/blog/'));
  const labels: Labels = {};
  for (const width of [375, 1280]) {
    const phone = width < 768;
    await inParallel(
      shots,
      paths,
      () =>
        newContext(
          browser,
          { viewport: { width, height: phone ? 740 : 800 }, isMobile: phone, hasTouch: phone },
          true,
        ),
      async (page, path) => {
        const response = await page.goto(new URL(path, target.siteUrl).href, { waitUntil: 'load' });
        if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
        // Islands start after the load event: pictured hydrated, never half-way.
        await islandsHydrated(page);
        await afterLoadScriptsRan(page);
        await settle(page);
        const name = path === '/' ? 'accueil' : path.replace(/^\/|\/$/g, '').replaceAll('/', '--');
        const file = `pages/${name}-${width}.png`;
        const whole = !path.startsWith('/blog/') || path === firstArticle;
        await page.screenshot({ ...SHOT, path: join(outDir, file), fullPage: whole });
        labels[file] = `${path} ${width} px`;
      },
      (path) => `${path} ${width} px`,
    );
  }
  return labels;
}

/** Waits until the story has rendered and its play function has finished (or failed). */
async function storyRendered(page: Page, id: string) {
  await page.waitForFunction((storyId) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return (
      render?.id === storyId &&
      ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
    );
  }, id);
}

/** The viewport a story asks for (`globals: { viewport: { value: 'phone' } }`), if any. */
async function storyViewport(page: Page) {
  return page.evaluate(() => {
    const story = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    const width = Number.parseInt(styles?.['width'] ?? '', 10);
    const height = Number.parseInt(styles?.['height'] ?? '', 10);
    return width > 0 && height > 0 ? { width, height } : undefined;
  });
}

export async function captureStories(shots: Shots): Promise<Labels> {
  const { browser, target, outDir } = shots;
  const labels: Labels = {};
  const index = JSON.parse(
    readFileSync(join(target.storybookDir, 'index.json'), 'utf8'),
  ) as StoryIndex;
  // Each worker loads the preview once and switches stories in it, as Storybook's sidebar does. A
  // story that left something outside its root (a dialog, a toast) or ran a play function gets a
  // fresh preview after it: focus and the browser's last input kind (which decides a
  // `:focus-visible` ring) would otherwise pass to whichever story follows.
  const fresh = new WeakSet<Page>();
  await inParallel(
    shots,
    Object.values(index.entries).filter(
      (entry) => entry.type === 'story' && !entry.tags?.includes(NO_PICTURE),
    ),
    () => newContext(browser, { viewport: STORY_VIEWPORT }),
    async (page, story) => {
      const url = new URL(`iframe.html?id=${story.id}&viewMode=story`, target.storybookUrl).href;
      const load = async () => {
        await page.goto(url, { waitUntil: 'load' });
        await storyRendered(page, story.id);
        fresh.add(page);
      };
      if (page.viewportSize()?.width !== STORY_VIEWPORT.width || !fresh.has(page)) {
        await page.setViewportSize(STORY_VIEWPORT);
        await load();
      } else {
        await page.evaluate((storyId) => {
          const preview = (window as unknown as Required<PreviewWindow>).__STORYBOOK_PREVIEW__;
          preview.onSetCurrentStory({ storyId, viewMode: 'story' });
        }, story.id);
        await storyRendered(page, story.id);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      const viewport = await storyViewport(page);
      if (viewport) {
        // Loaded again at its own size: some components measure the window once, on mount.
        await page.setViewportSize(viewport);
        await load();
      }
      await settle(page);
      const file = `stories/${story.id}.png`;
      // The story's own box, or the whole window when it opened something beside it (a dialog,
      // a toast) or rendered nothing.
      const alone = await page.evaluate(() => {
        const root = document.getElementById('storybook-root');
        const others = [...document.body.children].filter(
          (child) =>
            child !== root &&
            child.id !== 'storybook-docs' &&
            !child.className.toString().startsWith('sb-') &&
            !['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) &&
            child.getBoundingClientRect().height > 0,
        );
        return others.length === 0 && (root?.getBoundingClientRect().height ?? 0) > 0;
      });
      const path = join(outDir, file);
      await (alone ? page.locator('#storybook-root') : page).screenshot({ ...SHOT, path });
      if (!alone || story.tags?.includes('play-fn')) fresh.delete(page);
      labels[file] = `${story.title} › ${story.name}`;
    },
    (story) => story.id,
  );
  return labels;
}

/** Shared by the end-to-end tests and the pictures of `npm run visual:diff`. */
import type { Page } from '@playwright/test';

/** Resolves once React has hydrated every island of the page (at once on a page without any). */
export async function islandsHydrated(page: Page): Promise<void> {
  // Pages hydrate islands (src/island.ts): React's props mark the hydrated elements of each island
  // (an island that renders no element, like an empty Toaster, has only its container's mark).
  // No named helper inside: tsx would wrap it in a `__name` call that the page does not have.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      island.children.length > 0
        ? [...island.children].some((child) =>
            Object.keys(child).some((key) => key.startsWith('__reactProps')),
          )
        : Object.keys(island).some((key) => key.startsWith('__reactContainer')),
    ),
  );
}

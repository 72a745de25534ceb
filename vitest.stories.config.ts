/**
 * Story tests: every story of packages/ui renders in Debian's Chromium (Vitest browser mode through
 * Playwright, headless, no browser download), runs its play function, then axe (zero violations).
 * What a change does to the stories' pixels is `npm run visual:diff`'s job (docs/visual-regression.md).
 * Run: npm run test:stories (it generates the catalog's articles first).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { requireChromium } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Kept by CI when the stories fail: each failed story with its error and play function's steps.
    reporters: ['default', ['html', { outputFile: 'test-results/stories/index.html' }]],
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: requireChromium(),
              // Wider and taller than any story's viewport: the story frame is never scaled down.
              contextOptions: { viewport: { width: 1400, height: 1000 } },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

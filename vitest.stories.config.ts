/**
 * Story tests: every story of packages/ui renders in Debian's Chromium (Vitest browser mode through
 * Playwright, headless, no browser download), runs its play function, then axe (zero violations).
 * Each story is also compared with its committed picture (.storybook/visual-setup.ts, docs/visual-regression.md).
 * Run: npx vitest run --config vitest.stories.config.ts (add --update to accept new pictures)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // On a difference the designer opens this page: baseline, new picture and diff side by side.
    reporters: ['default', ['html', { outputFile: 'visual-report/stories/index.html' }]],
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, '.storybook/visual-setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
              },
              // Wider and taller than any story's viewport: the story frame is never scaled down,
              // which would blur its pictures by a fraction of a pixel from one run to the next.
              contextOptions: { viewport: { width: 1400, height: 1000 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Chromium may shade a rounded corner's edge a little differently from one run to
                // the next; a real change (a border, a colour, a shift) moves far more pixels.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
                resolveScreenshotPath: ({ arg, ext }) =>
                  path.join(dirname, 'visual/stories', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) =>
                  path.join(dirname, 'visual-report/stories/diff', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});

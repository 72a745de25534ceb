/** End-to-end tests of the built site (run `npm run build` first). */
import { defineConfig, devices } from '@playwright/test';
import { requireChromium } from '../scripts/chromium.ts';

/** Playwright stores the named groups in the environment for the workers, which load this file again. */
const ready = new RegExp(
  [
    String.raw`Site and API\s+http://127\.0\.0\.1:(?<e2e_port>\d+)`,
    String.raw`aws-ses-v2-local\)\s+http://127\.0\.0\.1:(?<e2e_ses_port>\d+)`,
    String.raw`Stripe stand-in\)\s+http://127\.0\.0\.1:(?<e2e_stripe_port>\d+)\s`,
    String.raw`local DynamoDB\)\s+http://127\.0\.0\.1:(?<e2e_register_port>\d+)\s`,
  ].join(String.raw`[\s\S]*?`),
);
const CHROMIUM = requireChromium();
const baseURL = process.env.E2E_PORT ? `http://127.0.0.1:${process.env.E2E_PORT}` : undefined;

export default defineConfig({
  testDir: './e2e',
  // Two workers on the 2-core CI machine, sharing tests rather than files (a long file would leave
  // one worker idle): tests share no state (own addresses, own sessions; the desk's file is serial).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits against a hung test; wide because a shared machine may run ten times slower.
  timeout: 120_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Traces cost seconds on these long pages: on demand only (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--disable-background-networking'] },
  },
  webServer: {
    command: 'node --import tsx scripts/start.ts --skip-build',
    wait: { stdout: ready },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: '0', SES_PORT: '0', STRIPE_PORT: '0', REGISTER_DIR: 'memory' },
  },
});

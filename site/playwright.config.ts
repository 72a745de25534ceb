/**
 * End-to-end tests of the built site (run `npm run build -w @clinique/site` first): the local server
 * (site + API + local services) starts on ports of its own choosing (0: the system gives free ones and
 * the servers keep them), prints its addresses, and Debian's Chromium runs the tests.
 */
import { defineConfig, devices } from '@playwright/test';

/**
 * The addresses `scripts/start.ts` prints once everything listens. Playwright stores the named
 * groups in the environment (E2E_PORT, E2E_SES_PORT, E2E_STRIPE_PORT, E2E_REGISTER_PORT) before it starts the workers,
 * which load this file again and read them.
 */
const ready = new RegExp(
  [
    String.raw`Site and API\s+http://127\.0\.0\.1:(?<e2e_port>\d+)`,
    String.raw`aws-ses-v2-local\)\s+http://127\.0\.0\.1:(?<e2e_ses_port>\d+)`,
    String.raw`Stripe stand-in\)\s+http://127\.0\.0\.1:(?<e2e_stripe_port>\d+)\s`,
    String.raw`local DynamoDB\)\s+http://127\.0\.0\.1:(?<e2e_register_port>\d+)\s`,
  ].join(String.raw`[\s\S]*?`),
);
const baseURL = process.env.E2E_PORT ? `http://127.0.0.1:${process.env.E2E_PORT}` : undefined;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Two workers on the 2-core CI machine: spec files run side by side against one server (tests
  // share no state: each uses its own addresses in the mailbox and its own Checkout Sessions).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits against a hung test, not waits: a passing test never reaches them. They are wide because
  // a busy or shared machine may run the suite ten times slower than usual.
  timeout: 120_000,
  // The HTML report shows a changed page as baseline, new picture and diff side by side.
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../visual-report/pages' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Committed pictures of the pages (e2e/visual-regression.spec.ts), one folder for the whole site.
  snapshotPathTemplate: '../visual/pages/{arg}{ext}',
  expect: {
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Chromium may shade an edge a little differently from one run to the next; a real change
      // (a border, a colour, a shift) moves far more pixels.
      threshold: 0.1,
      maxDiffPixels: 16,
    },
  },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Traces cost seconds on these long pages: on demand only (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: chromium,
  },
  // One project at desktop width; tests that need a phone switch with `test.use(phone)` (e2e/fixtures.ts).
  // The pictures of the pages are a project of their own, so `--project=visual` runs them alone.
  projects: [
    {
      name: 'chromium',
      testIgnore: /visual-regression\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'visual',
      testMatch: /visual-regression\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
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

/**
 * End-to-end tests of the built site (run `npm run build -w @clinique/site` first): the local server
 * (site + API + local services) starts on free ports, Debian's Chromium runs the tests.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** A free TCP port on loopback, chosen once: workers reload this file and inherit the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_SES_PORT ??= freePort();
process.env.E2E_STRIPE_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

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
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Traces cost seconds on these long pages: on demand only (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: chromium,
  },
  // One project at desktop width; tests that need a phone switch with `test.use(phone)` (e2e/fixtures.ts).
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts --skip-build',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      SES_PORT: process.env.E2E_SES_PORT,
      STRIPE_PORT: process.env.E2E_STRIPE_PORT,
    },
  },
});

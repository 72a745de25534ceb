import { defineConfig } from 'vitest/config';

// The site's checks without a browser (`npm test`, `npm run test:budget`); the browser tests are
// Playwright's (`npm run test:e2e`). Most read site/dist: run `npm run build` first.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// Most of these checks read site/dist: run `npm run build` first. Browser tests are Playwright's.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});

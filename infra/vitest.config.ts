import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One synthesis per test file (beforeAll): a few seconds on a shared machine.
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});

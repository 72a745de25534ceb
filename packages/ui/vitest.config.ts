import { defineConfig } from 'vitest/config';

// The kit's unit tests: plain functions, in Node. The components are tested by their stories.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});

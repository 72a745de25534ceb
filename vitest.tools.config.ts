/** Unit tests of the review tools: the picture comparison and the Storybook sidebar (Node only). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    include: ['scripts/*/test/**/*.test.ts', '.storybook/**/*.test.ts'],
  },
});

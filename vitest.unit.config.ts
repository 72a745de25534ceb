/**
 * `npm run test:unit`: every unit and integration test of the catalog and the functions, and the
 * repository's own checks, in one run: a long file of one package overlaps the others' instead of
 * leaving a core idle.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/catalog',
      'functions',
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts', '.storybook/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

/**
 * The fast loop's tests (`npm run check`): the unit tests of the catalog, the UI kit and the functions, and the
 * repository's own checks (scripts/ and .storybook/: the docs' commands and paths, the package
 * boundaries, the picture comparison, the Storybook sidebar).
 * What starts servers, browsers or npm itself waits for `npm test`.
 */
import { defineConfig } from 'vitest/config';

// One module graph per worker (isolate: false): the catalog is imported once, not once per file.
export default defineConfig({
  test: {
    projects: [
      {
        extends: './packages/catalog/vitest.config.ts',
        test: {
          name: 'catalog',
          root: 'packages/catalog',
          exclude: ['test/how-to.test.ts'],
          isolate: false,
        },
      },
      {
        extends: './packages/ui/vitest.config.ts',
        test: { name: 'ui', root: 'packages/ui' },
      },
      {
        extends: './functions/vitest.config.ts',
        test: {
          name: 'functions',
          root: 'functions',
          isolate: false,
          exclude: [
            'test/**/*.integration.test.ts',
            'test/**/*.property.test.ts',
            'test/bundle.test.ts',
            'test/stand-in.test.ts',
            'test/vouchers-cli.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts', '.storybook/**/*.test.ts'],
        },
      },
    ],
  },
});

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '**/storybook-static/**',
      'packages/catalog/src/generated/**',
      'test-results/**',
      'playwright-report/**',
      'visual-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The catalog is data: it must never depend on React or on the UI kit.
    files: ['packages/catalog/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react/*', '@clinique/ui', '@clinique/site'] },
      ],
    },
  },
  {
    // One data path for pages: a page's `+data.ts` reads the catalog and hands its page (and the
    // blocks it uses) their props; components, islands and browser code only import its types, so
    // the same blocks serve HTML-only pages and pages with an island, and the catalog never reaches
    // the browser. The catalog's values are read in +data.ts, +onBeforePrerenderStart.ts, +route.ts,
    // +Head/+title/+description, src/seo/**, the layout's data (src/shell.ts) and the build scripts.
    files: [
      'site/pages/**/+Page.tsx',
      'site/pages/**/+Layout.tsx',
      'site/pages/**/+client.ts',
      'site/pages/**/*Island.tsx',
      'site/src/blocks/**',
      'site/src/client/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@clinique/catalog',
              message:
                'Read the catalog in the page’s +data.ts and pass the values as props; `import type` is fine.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              // The site's modules that read the catalog (the server side of the blocks).
              group: ['**/part-data.ts', '**/navigation.ts', '**/shell.ts', '**/seo/*'],
              message: 'Server-side: call it in the page’s +data.ts; `import type` is fine.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The stacks use the site's routing and types through the package's exports, so a move inside
    // site/ shows up as a changed export rather than as a broken relative path.
    files: ['infra/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(site|functions|packages)/',
              message:
                'Import the workspace package (e.g. `@clinique/site/routing`), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // The UI kit renders props: no data fetching, no routes, no site code. Stories and their
    // fixtures may show real catalog data; components may only import its types.
    files: ['packages/ui/**'],
    ignores: ['packages/ui/**/*.stories.tsx', 'packages/ui/src/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@clinique/site', '@clinique/functions'],
          paths: [
            {
              name: '@clinique/catalog',
              message: 'Use `import type` from the catalog in the UI kit.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);

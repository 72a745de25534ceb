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

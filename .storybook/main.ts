/** Storybook of the UI kit; the catalog's images are served at /images, as on the site. */
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { mailPreview } from './mail-preview.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: [{ from: '../packages/catalog/assets/images', to: '/images' }],
  core: { disableTelemetry: true },
  // Storybook's own getting-started checklist is for new Storybook users, not for our designers.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // Prop tables list what a designer sets: no React `ref` plumbing, no props inherited from
      // the DOM types of node_modules.
      propFilter: (prop) =>
        prop.name !== 'ref' &&
        prop.name !== 'key' &&
        !/node_modules/.test(prop.parent?.fileName ?? ''),
      shouldRemoveUndefinedFromOptional: true,
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin(), mailPreview()],
      // Pre-bundled up front: a dependency discovered during a test run reloads the page and fails
      // the first run on a clean cache.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          '@vanilla-extract/recipes/createRuntimeFn',
          // The catalog's validation library, for the stories that show real content.
          'valibot',
        ],
      },
    }),
};

export default config;

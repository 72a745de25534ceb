import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { optimizedPages, siteFiles } from './vite-plugin-site-files.ts';

export default defineConfig({
  plugins: [vike(), react(), vanillaExtractPlugin(), siteFiles(), optimizedPages()],
  // The catalog's illustrations are served at /images/… (packages/catalog/assets/images).
  publicDir: fileURLToPath(new URL('../packages/catalog/assets', import.meta.url)),
  // Each chunk then holds only the class names its own code uses, and a page only their rules.
  build: { rolldownOptions: { optimization: { inlineConst: true } } },
});

/** The catalog is TypeScript source, so it is loaded through Vite's module runner at build time. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Catalog from '@clinique/catalog';
import { type Plugin, runnerImport } from 'vite';
import { siteUrl } from './src/site-url.ts';
import { optimizeBuild } from './src/optimize-build.ts';
import { robotsTxt, sitemapXml } from './src/site-files.ts';

export function siteFiles(): Plugin {
  return {
    name: 'clinique:site-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const { module } = await runnerImport<typeof Catalog>('@clinique/catalog', {
        root: fileURLToPath(new URL('.', import.meta.url)),
        configFile: false,
        logLevel: 'error',
      });
      const base = siteUrl();
      const files = {
        'sitemap.xml': sitemapXml(module.catalog, base),
        'robots.txt': robotsTxt(base),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

export function optimizedPages(): Plugin {
  return {
    name: 'clinique:optimized-pages',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const clientDir = resolve(client.config.root, client.config.build.outDir);
        const result = await optimizeBuild(clientDir);
        client.logger.info(
          `clinique: ${result.pages} pages, ${result.socialImages.length} social images`,
        );
      },
    },
  };
}

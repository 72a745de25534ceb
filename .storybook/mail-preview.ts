/**
 * `virtual:mail-preview`: the e-mails and the voucher PDF exactly as the functions send them, for the
 * Storybook pages of packages/ui. They are rendered by the functions' own preview script
 * (functions/scripts/preview-mails.ts), from the real catalog and sample orders.
 */
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import type * as Preview from '../functions/scripts/preview-mails.ts';

const id = 'virtual:mail-preview';
const script = fileURLToPath(new URL('../functions/scripts/preview-mails.ts', import.meta.url));

export function mailPreview(): Plugin {
  return {
    name: 'clinique-mail-preview',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      // TypeScript source with its own dependencies: loaded through Vite's module runner.
      const { module } = await runnerImport<typeof Preview>(script, {
        configFile: false,
        logLevel: 'error',
      });
      const { pdf, mails } = await module.renderMailPreview();
      const texts = Object.fromEntries(
        mails.map(([name, , { html, text }]) => [name, { html, text }]),
      );
      return `export const mails = ${JSON.stringify(texts)};\nexport const voucherPdf = ${JSON.stringify(Buffer.from(pdf).toString('base64'))};\n`;
    },
  };
}

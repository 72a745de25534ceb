/**
 * `virtual:mail-preview`: the e-mails and the voucher PDF exactly as the functions send them, for the
 * Storybook pages of packages/ui. They are rendered in Node by the functions' own preview script
 * (functions/scripts/preview-mails.ts), from the real catalog and sample orders.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const id = 'virtual:mail-preview';
const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions');

export function mailPreview(): Plugin {
  return {
    name: 'clinique-mail-preview',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const outDir = mkdtempSync(path.join(tmpdir(), 'mail-preview-'));
      try {
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/preview-mails.ts', '--outdir', outDir],
          { cwd: functionsDir, stdio: 'pipe' },
        );
        const read = (name: string) => readFileSync(path.join(outDir, name), 'utf8');
        const mails = Object.fromEntries(
          ['voucher', 'notification', 'contact'].map((name) => [
            name,
            { html: read(`${name}.html`), text: read(`${name}.txt`) },
          ]),
        );
        const pdf = readFileSync(path.join(outDir, 'voucher.pdf')).toString('base64');
        return `export const mails = ${JSON.stringify(mails)};\nexport const voucherPdf = ${JSON.stringify(pdf)};\n`;
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}

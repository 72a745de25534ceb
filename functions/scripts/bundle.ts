/**
 * Bundles each Lambda handler with esbuild; fails if anything from src/local/ (dev-only) reaches
 * a bundle.
 */
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_FUNCTIONS, type ApiFunctionName } from '@clinique/api';
import { build } from 'esbuild';
import { FONTS_DIR, PDF_FONTS, fontSourcePath, type PdfFontName } from '../src/webhook/fonts.ts';

/** One per function of the API contract, and the voucher worker. */
export const HANDLERS = [
  ...(Object.keys(API_FUNCTIONS) as ApiFunctionName[]),
  'voucher-worker',
] as const;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STAND_IN_MARKER = 'LOCAL_STRIPE_STAND_IN_NEVER_BUNDLED';

/** Files a bundle reads at run time: the PDF's fonts for the worker. */
const ASSETS: Partial<Record<(typeof HANDLERS)[number], readonly PdfFontName[]>> = {
  'voucher-worker': Object.keys(PDF_FONTS) as PdfFontName[],
};

export interface BundleReport {
  name: (typeof HANDLERS)[number];
  file: string;
  bytes: number;
  assetBytes: number;
  inputs: string[];
}

export async function bundle(outDir: string = join(root, 'dist')): Promise<BundleReport[]> {
  const reports: BundleReport[] = [];
  for (const name of HANDLERS) {
    const file = join(outDir, name, 'index.mjs');
    const result = await build({
      entryPoints: [join(root, 'src', 'handlers', `${name}.ts`)],
      outfile: file,
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      minify: true,
      // The Stripe SDK names its errors after their classes.
      keepNames: true,
      sourcemap: true,
      legalComments: 'none',
      // The nodejs22.x runtime provides the AWS SDK v3 (SES, SSM): not bundled.
      external: ['@aws-sdk/*'],
      metafile: true,
      logLevel: 'warning',
      // CommonJS dependencies bundled into an ES module still call require() for built-ins.
      banner: {
        js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
      },
    });
    const inputs = Object.keys(result.metafile.inputs);
    const local = inputs.filter((input) =>
      /(^|\/)functions\/src\/local\/|^src\/local\//.test(input),
    );
    const code = await readFile(file, 'utf8');
    if (local.length > 0 || code.includes(STAND_IN_MARKER)) {
      throw new Error(
        `${name}: the dev-only local stack reached the bundle (${local.join(', ') || 'marker found'})`,
      );
    }
    let assetBytes = 0;
    for (const font of ASSETS[name] ?? []) {
      const target = join(dirname(file), FONTS_DIR, PDF_FONTS[font].file);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(fontSourcePath(font), target);
      assetBytes += (await stat(target)).size;
    }
    reports.push({
      name,
      file,
      bytes: Buffer.byteLength(code) + assetBytes,
      assetBytes,
      inputs: inputs.map((input) => resolve(input)),
    });
  }
  return reports;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = process.argv.indexOf('--outdir');
  const outDir =
    index > 0 && process.argv[index + 1] ? resolve(process.argv[index + 1] ?? '') : undefined;
  const reports = await bundle(outDir);
  for (const report of reports) {
    console.log(`${relative(process.cwd(), report.file)}  ${(report.bytes / 1024).toFixed(0)} KiB`);
  }
}

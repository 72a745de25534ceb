/** Bundles each Lambda handler with esbuild; fails if the dev-only src/local/ reaches one. */
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { API_FUNCTIONS, type ApiFunctionName } from '@clinique/api';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { STAND_IN_MARKER } from '../src/local/stripe-stand-in.ts';
import { FONTS_DIR, PDF_FONTS, fontSourcePath, type PdfFontName } from '../src/voucher/fonts.ts';

/** One per function of the API contract, and the voucher worker. */
export const HANDLERS = [
  ...(Object.keys(API_FUNCTIONS) as ApiFunctionName[]),
  'voucher-worker',
] as const;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Files a bundle reads at run time: the PDF's fonts, for the worker (it alone draws vouchers). */
const WORKER_FONTS = Object.keys(PDF_FONTS) as PdfFontName[];

/** At most this many bytes of code per function: what a cold start reads and parses. */
export const MAX_BUNDLE_BYTES = 1_000_000;
/** The PDF's fonts beside the worker, read only when it draws a voucher (the emoji font is most). */
export const MAX_ASSET_BYTES = 750_000;

/**
 * Never read, left out: brotli's 750 KB WOFF2 dictionary (the PDF's fonts are WOFF) and pdf-lib's
 * 127 KB of standard-font metrics (the PDF embeds its own). Reaching either throws, naming it.
 */
const neverRead: Plugin = {
  name: 'never-read',
  setup(build) {
    const missing = (what: string) =>
      `new Error(${JSON.stringify(`${what} is not bundled (functions/scripts/bundle.ts)`)})`;
    build.onLoad({ filter: /[\\/]brotli[\\/]decompress\.js$/ }, () => ({
      contents: `module.exports = () => { throw ${missing('WOFF2 decoding')}; };`,
      loader: 'js',
    }));
    // pdf-lib decodes a font's metrics from this base64 string when it first embeds that font.
    build.onLoad(
      { filter: /[\\/]standard-fonts[\\/](?:lib|es)[\\/][A-Z][\w-]*\.compressed\.json$/ },
      (args) => ({
        contents: `module.exports = { get length() { throw ${missing(`The standard font ${basename(args.path, '.compressed.json')}`)}; } };`,
        loader: 'js',
      }),
    );
  },
};

/** What esbuild is told for every handler; a test builds its probes with the same. */
export const BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // A dependency's ES build where it has one: esbuild leaves out what is never imported.
  mainFields: ['module', 'main'],
  minify: true,
  // Stack traces name the source file and line (NODE_OPTIONS=--enable-source-maps), without
  // shipping, and parsing at each cold start, the sources themselves.
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  // The nodejs22.x runtime provides the AWS SDK v3 (SES, SSM): not bundled.
  external: ['@aws-sdk/*'],
  metafile: true,
  plugins: [neverRead],
  logLevel: 'warning',
  // CommonJS dependencies bundled into an ES module still call require() for built-ins.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
} satisfies BuildOptions;

/** Every handler built at once: esbuild runs the builds side by side. */
export const bundle = (outDir: string = join(root, 'dist')) =>
  Promise.all(
    HANDLERS.map(async (name) => {
      const file = join(outDir, name, 'index.mjs');
      const options = {
        ...BUILD_OPTIONS,
        entryPoints: [join(root, 'src', 'handlers', `${name}.ts`)],
        outfile: file,
      };
      let result = await build(options);
      // The Stripe SDK names its errors after their classes: where it is bundled, names are kept.
      if (
        Object.keys(result.metafile.inputs).some((input) => /node_modules\/stripe\//.test(input))
      ) {
        result = await build({ ...options, keepNames: true });
      }
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
      for (const font of name === 'voucher-worker' ? WORKER_FONTS : []) {
        const target = join(dirname(file), FONTS_DIR, PDF_FONTS[font].file);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(fontSourcePath(font), target);
        assetBytes += (await stat(target)).size;
      }
      const bytes = Buffer.byteLength(code) + assetBytes;
      return { name, file, bytes, assetBytes, inputs: inputs.map((input) => resolve(input)) };
    }),
  );
export type BundleReport = Awaited<ReturnType<typeof bundle>>[number];

/** One line per bundle: its file, code and assets in bytes and KiB. */
export function bundleTable(reports: readonly BundleReport[], from: string): string {
  return reports
    .map((report) => {
      const code = report.bytes - report.assetBytes;
      return `${relative(from, report.file)}  ${report.bytes} bytes (${(report.bytes / 1024).toFixed(0)} KiB: code ${code}, assets ${report.assetBytes})`;
    })
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outdir } = parseArgs({ options: { outdir: { type: 'string' } } }).values;
  const reports = await bundle(outdir ? resolve(outdir) : undefined);
  console.log(bundleTable(reports, process.cwd()));
  const over = reports.filter(
    (report) =>
      report.bytes - report.assetBytes > MAX_BUNDLE_BYTES || report.assetBytes > MAX_ASSET_BYTES,
  );
  if (over.length > 0) {
    console.error(
      `Over ${MAX_BUNDLE_BYTES} bytes of code or ${MAX_ASSET_BYTES} of fonts: ${over.map((report) => report.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

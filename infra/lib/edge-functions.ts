/**
 * The CloudFront Functions' code, compiled from the local server's routing module to ES5, which
 * every CloudFront Functions runtime runs; CloudFront caps a function at 10 KB.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { encodeRouteTable } from '@clinique/site/routing';
import { routingModule } from './paths.ts';

export const MAX_FUNCTION_BYTES = 10 * 1024;

/** `handler` after the routing module compiled to ES5, minified and checked for CloudFront. */
function edgeFunctionCode(name: string, handler: string): string {
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(routingModule, 'utf8'), {
    compilerOptions: {
      target: ts.ScriptTarget.ES5,
      module: ts.ModuleKind.CommonJS,
      lib: ['es5'],
      removeComments: true,
      importHelpers: false,
      downlevelIteration: false,
    },
    reportDiagnostics: true,
  });
  if (diagnostics && diagnostics.length > 0) {
    throw new Error(
      `routing.ts does not compile to ES5: ${ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText ?? '', '\n')}`,
    );
  }
  const routing = `var routing = (function () { var exports = {};\n${outputText}\nreturn exports; })();\n`;
  const minified = transformSync(`${routing}\n${handler}`, {
    loader: 'js',
    minify: true,
    target: 'es5',
    legalComments: 'none',
  }).code;
  try {
    parse(minified, { ecmaVersion: 5, sourceType: 'script' });
  } catch (error) {
    throw new Error(`${name}: the generated code is not ECMAScript 5.1 (${String(error)})`, {
      cause: error,
    });
  }
  if (!/\bfunction handler\(/.test(minified)) throw new Error(`${name}: no handler function`);
  const bytes = Buffer.byteLength(minified);
  if (bytes > MAX_FUNCTION_BYTES) {
    throw new Error(
      `${name}: ${bytes} bytes, over CloudFront's ${MAX_FUNCTION_BYTES}-byte limit for a function ` +
        '(the route table grew: move it to a CloudFront KeyValueStore)',
    );
  }
  return minified;
}

export function viewerRequestCode(keys: readonly string[], canonicalHost?: string): string {
  return edgeFunctionCode(
    'viewer-request',
    `var KEYS = routing.decodeRouteTable(${JSON.stringify(encodeRouteTable(keys))});
var CANONICAL_HOST = ${JSON.stringify(canonicalHost ?? '')};
function handler(event) { return routing.viewerRequest(event.request, KEYS, CANONICAL_HOST); }`,
  );
}

export function viewerResponseCode(): string {
  return edgeFunctionCode(
    'viewer-response',
    'function handler(event) { return routing.viewerResponse(event.response); }',
  );
}

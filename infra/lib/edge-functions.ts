/**
 * The code of the two CloudFront Functions, generated at synth time from the routing module the
 * local server uses (site/server/routing.ts): TypeScript compiles it to ES5 (`var`, no arrows, no
 * template literals), esbuild minifies it, and acorn checks that the result parses as ECMAScript
 * 5.1, which every CloudFront Functions runtime runs (cloudfront-js-2.0 adds some ES6+, we need
 * none of it). The route table (every file of the build, front-coded) is embedded in the viewer
 * request function; CloudFront caps a function at 10 KB, which `assertFunctionSize` checks.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { encodeRouteTable } from '../../site/server/routing.ts';
import { routingModule } from './paths.ts';

/** CloudFront Functions' maximum code size. */
export const MAX_FUNCTION_BYTES = 10 * 1024;

/** `var routing = (function () { … return exports; })();` in ES5. */
export function compileRoutingModule(source: string = readFileSync(routingModule, 'utf8')): string {
  const { outputText, diagnostics } = ts.transpileModule(source, {
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
  return `var routing = (function () { var exports = {};\n${outputText}\nreturn exports; })();\n`;
}

function finish(code: string, name: string): string {
  const minified = transformSync(code, {
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
  assertFunctionSize(minified, name);
  return minified;
}

export function assertFunctionSize(code: string, name: string): void {
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_FUNCTION_BYTES) {
    throw new Error(
      `${name}: ${bytes} bytes, over CloudFront's ${MAX_FUNCTION_BYTES}-byte limit for a function ` +
        '(the route table grew: move it to a CloudFront KeyValueStore)',
    );
  }
}

/**
 * Viewer request: the shared rule over the build's files (`keys`); with `canonicalHost`, other
 * hosts (`www.`) are redirected to it.
 */
export function viewerRequestCode(keys: readonly string[], canonicalHost?: string): string {
  return finish(
    `${compileRoutingModule()}
var KEYS = routing.decodeRouteTable(${JSON.stringify(encodeRouteTable(keys))});
var CANONICAL_HOST = ${JSON.stringify(canonicalHost ?? '')};
function handler(event) { return routing.viewerRequest(event.request, KEYS, CANONICAL_HOST); }`,
    'viewer-request',
  );
}

/** Viewer response: 404 pages get the status 404. */
export function viewerResponseCode(): string {
  return finish(
    `${compileRoutingModule()}
function handler(event) { return routing.viewerResponse(event.response); }`,
    'viewer-response',
  );
}

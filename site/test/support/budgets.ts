/** Checked by test/budget.test.ts on the build output. */
export const budgets = {
  /** Pages that may load React because state truly lives there; patterns are paths or a `/*` prefix. */
  hydratedRoutes: ['/blog', '/contact', '/bons-cadeaux', '/espace-clinique'] as string[],
  /** Gzipped, all scripts together; the largest, the payment confirmation's with its recap, is about 1.7 KB. */
  plainScriptMaxGzipBytes: 2048,
  maxGzipJsBytes: 110 * 1024,
  /** Every page inlines its CSS (src/optimize-build.ts), so nothing holds the first paint (a link cost about 0.5 s of LCP). */
  maxStylesheets: 0,
  maxPreloadedFonts: 2,
  /** The text is painted once: in the web font if it came with the page, else in the fallback. */
  fontDisplay: 'optional',
  /** HTML, CSS, named fonts and eager images. */
  maxFirstViewBytes: 100 * 1024,
};

export function isHydratedRoute(
  path: string,
  patterns: readonly string[] = budgets.hydratedRoutes,
): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path,
  );
}

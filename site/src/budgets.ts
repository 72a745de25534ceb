/**
 * Byte budgets of the built site (design.md, "Pages: HTML first"), checked by test/budget.test.ts on
 * the build output.
 */
export const budgets = {
  /**
   * Pages that may load React because state truly lives there (a form or a filter); they stay HTML
   * and hydrate only that part, as an island (src/island.ts). Every other page is HTML-only: no
   * framework JavaScript, at most a few lines of plain script (a timer).
   * Patterns: exact paths, or a prefix ending in `/*`.
   */
  hydratedRoutes: ['/blog', '/contact', '/bons-cadeaux', '/espace-clinique'] as string[],
  /**
   * Plain script an HTML-only page may carry (gzipped bytes, every script of the page together). The
   * largest is the payment confirmation's (about 1.1 KB): it asks the API for the voucher's code, tries
   * again while the payment is not confirmed, and counts down to the home page.
   */
  plainScriptMaxGzipBytes: 1536,
  /** JavaScript of any page, hydrated or not (gzipped bytes, every script it loads). */
  maxGzipJsBytes: 110 * 1024,
  /**
   * Stylesheets a page links: none. Every page carries its pruned CSS in a `<style>` element
   * (src/optimize-build.ts), so nothing holds the first paint; a page whose CSS outgrows
   * INLINE_CSS_MAX_BYTES links it instead and fails here (the issue allows 2; a linked stylesheet
   * cost the island pages about 0.5 s of LCP).
   */
  maxStylesheets: 0,
  /** Fonts a page preloads: the faces of the first view (Inter for text, Cormorant for headings). */
  maxPreloadedFonts: 2,
  /**
   * What the first view of any page transfers: HTML, CSS (gzipped), the fonts the CSS names and the
   * images that are not lazy. Measured: 77–86 KB (home 86 KB, of which 70 KB of fonts); the issue
   * aims at 150 KB for the home page.
   */
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

/**
 * An island's page starts its script once the page has loaded (the `load` event: HTML, CSS, fonts
 * and first-view images are in) and its first paint is reported. Until then the page is its complete
 * prerendered HTML, its forms post without script (what a visitor types there is kept: the UI kit's
 * useTypedBeforeHydration), and the island's JavaScript (React, 76–86 KB gzipped) neither competes
 * with the hero for the network nor holds the main thread before the first paint.
 *
 * After prerendering (src/optimize-build.ts), the page's module script
 * `<script src="…" type="module" async>` becomes one small inline script, the same on every page (one
 * hash in the Content-Security-Policy), that adds it then; the script's address stays readable in
 * the `data-after-load` attribute (src/build-report.ts follows it).
 */
export const AFTER_LOAD_ATTRIBUTE = 'data-after-load';

/**
 * At `load`, once the first paint is reported (`load` may come before it): a paint entry, not a
 * timer, so that a test's stopped clock does not hold it. Without paint timing, at `load`.
 */
const LOADER =
  '(function(t){function go(){var s=document.createElement("script");s.type="module";' +
  `s.src=t.getAttribute("${AFTER_LOAD_ATTRIBUTE}");document.head.appendChild(s)}` +
  'addEventListener("load",function(){var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(){o.disconnect();go()});o.observe({type:"paint",buffered:true})}else go()},' +
  '{once:true})})(document.currentScript)';

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;

/** The page with each of its module scripts started at `load` instead of as it parses. */
export function startModuleScriptsAfterLoad(html: string): string {
  return html.replace(
    MODULE_SCRIPT,
    (_tag, src: string) => `<script ${AFTER_LOAD_ATTRIBUTE}="${src}">${LOADER}</script>`,
  );
}

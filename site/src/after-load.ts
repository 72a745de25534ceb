/**
 * An island's script starts at `load`, after the first paint, so its React neither competes with
 * the hero for the network nor holds the main thread; the forms post without it until then.
 */
export const AFTER_LOAD_ATTRIBUTE = 'data-after-load';

/** A paint entry, not a timer, so that a test's stopped clock does not hold it. */
const LOADER =
  '(function(t){function go(){var s=document.createElement("script");s.type="module";' +
  `s.src=t.getAttribute("${AFTER_LOAD_ATTRIBUTE}");document.head.appendChild(s)}` +
  'addEventListener("load",function(){var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(){o.disconnect();go()});o.observe({type:"paint",buffered:true})}else go()},' +
  '{once:true})})(document.currentScript)';

const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;

export function startModuleScriptsAfterLoad(html: string): string {
  return html.replace(
    MODULE_SCRIPT,
    (_tag, src: string) => `<script ${AFTER_LOAD_ATTRIBUTE}="${src}">${LOADER}</script>`,
  );
}

/**
 * A page's script starts at `load`, after the first paint, so that it neither competes with the
 * first screen for the network nor holds the main thread: an island's React (its forms post without
 * it until then), or the few lines that show an article's share button.
 */
import { type Document, Element, Text } from 'domhandler';
import { DomUtils } from 'htmlparser2';

export const AFTER_LOAD_ATTRIBUTE = 'data-after-load';

/** A paint entry, not a timer, so that a test's stopped clock does not hold it. */
const LOADER =
  '(function(t){function go(){var s=document.createElement("script");s.type="module";' +
  `s.src=t.getAttribute("${AFTER_LOAD_ATTRIBUTE}");document.head.appendChild(s)}` +
  'addEventListener("load",function(){var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(){o.disconnect();go()});o.observe({type:"paint",buffered:true})}else go()},' +
  '{once:true})})(document.currentScript)';

/** Each module script with a `src` becomes the loader, the same on every page (one CSP hash). */
export function startModuleScriptsAfterLoad(document: Document): void {
  const modules = DomUtils.findAll(
    (element) =>
      element.name === 'script' && element.attribs.type === 'module' && 'src' in element.attribs,
    document.children,
  );
  for (const module of modules) {
    const loader = new Element('script', { [AFTER_LOAD_ATTRIBUTE]: module.attribs.src ?? '' }, [
      new Text(LOADER),
    ]);
    DomUtils.replaceElement(module, loader);
  }
}

/**
 * The notices of HTML-only pages (StaticToast), shown by the page's plain script: no React, no
 * dependency, so a page's script can import it (`@clinique/ui/static-toast`) without shipping the
 * UI kit. The Toaster does not import it, so the islands' scripts never load it.
 */

/** Id of the `<template>` that holds the notice of the live region `id`. */
export function staticToastTemplateId(id: string): string {
  return `${id}-template`;
}

const hideTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Shows the notice of the StaticToast `id` (copies its template into the live region) and empties
 * the region after `durationMs` (the toasts' TOAST_DURATION_MS); shown again, it stays `durationMs`
 * from then. Returns false, and does nothing, when the page has no such notice. The notice is the
 * template's `content` in parsed HTML, and its children when React rendered it in the browser
 * (Storybook).
 */
export function showStaticToast(id: string, durationMs: number): boolean {
  const region = document.getElementById(id);
  const template = document.getElementById(staticToastTemplateId(id));
  if (!region || !(template instanceof HTMLTemplateElement)) return false;
  const source = template.content.hasChildNodes() ? template.content : template;
  region.replaceChildren(...[...source.childNodes].map((node) => node.cloneNode(true)));
  clearTimeout(hideTimers.get(id));
  hideTimers.set(
    id,
    setTimeout(() => {
      hideTimers.delete(id);
      region.replaceChildren();
    }, durationMs),
  );
  return true;
}

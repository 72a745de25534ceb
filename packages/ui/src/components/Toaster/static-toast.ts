/** No React, no dependency; the Toaster does not import it, so the islands never load it. */

export function staticToastTemplateId(id: string): string {
  return `${id}-template`;
}

const hideTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The template's `content` in parsed HTML, its children when React rendered it (Storybook). */
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

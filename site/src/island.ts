/**
 * Only the part of a page that needs React hydrates, as its own root: own root and prefix keep the
 * ids `useId` generates the same on server and browser.
 */
export const ISLAND_ATTRIBUTES = { root: 'data-island', props: 'data-island-props' } as const;

export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

/** No `</script>`, no `<!--`. */
export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

export const TOASTER_ISLAND = 'toaster';

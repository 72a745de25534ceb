/**
 * Islands: on a page that needs React for one part (a form, a filter), only that part hydrates. The
 * server renders the island as its own React root (src/blocks/Island.tsx) next to its props in a JSON block;
 * the page's +client.ts hydrates it with the same component (src/client/hydrate-island.tsx). Own root
 * and prefix: the ids React generates (`useId`) are the same on both sides.
 */
export const ISLAND_ATTRIBUTES = { root: 'data-island', props: 'data-island-props' } as const;

export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

/** The toasts of a page with an island (the UI kit's `Toaster`, its own island). */
export const TOASTER_ISLAND = 'toaster';

/** Browser side of an island (src/island.ts): hydrates the server's markup with the same component. */
import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, islandIdPrefix } from '../island.ts';

/**
 * Hydrates one island. The work is a transition, so React splits it into short tasks and yields to
 * the visitor's input between them instead of holding the main thread for the whole island.
 */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  const root = document.querySelector(`[${ISLAND_ATTRIBUTES.root}="${name}"]`);
  const data = document.querySelector(`script[${ISLAND_ATTRIBUTES.props}="${name}"]`);
  if (!root || !data) {
    console.error(`Island ${name}: no markup or no props in the page`);
    return;
  }
  const props = JSON.parse(data.textContent ?? '{}') as P;
  startTransition(() => {
    hydrateRoot(root, <Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  });
}

import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, islandIdPrefix } from '../island.ts';

/** A transition, so React yields to the visitor's input instead of holding the main thread. */
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

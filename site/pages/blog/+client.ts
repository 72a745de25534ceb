/** The blog list's island: search, filter and cards (src/island.ts). */
import { hydrateIsland } from '../../src/client/hydrate-island.tsx';
import { BLOG_ISLAND, BlogIsland } from './BlogIsland.tsx';

hydrateIsland(BLOG_ISLAND, BlogIsland);

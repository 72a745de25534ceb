import { hydrateIsland } from '../../src/client/hydrate-island.tsx';
import { BLOG_ISLAND, BlogIsland } from './BlogIsland.tsx';

hydrateIsland(BLOG_ISLAND, BlogIsland);

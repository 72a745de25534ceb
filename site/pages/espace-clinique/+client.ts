import { hydrateIsland } from '../../src/client/hydrate-island.tsx';
import { DESK_ISLAND, DeskIsland } from './DeskIsland.tsx';

hydrateIsland(DESK_ISLAND, DeskIsland);

import { Toaster } from '@clinique/ui';
import { hydrateIsland } from '../../../src/client/hydrate-island.tsx';
import { TOASTER_ISLAND } from '../../../src/island.ts';
import { CONTACT_FORM_ISLAND, ContactFormIsland } from './ContactFormIsland.tsx';

hydrateIsland(CONTACT_FORM_ISLAND, ContactFormIsland);
hydrateIsland(TOASTER_ISLAND, Toaster);

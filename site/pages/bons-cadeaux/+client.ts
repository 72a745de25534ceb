import { Toaster } from '@clinique/ui';
import { hydrateIsland } from '../../src/client/hydrate-island.tsx';
import { TOASTER_ISLAND } from '../../src/island.ts';
import { VOUCHER_ORDER_ISLAND, VoucherOrderIsland } from './VoucherOrderIsland.tsx';

hydrateIsland(VOUCHER_ORDER_ISLAND, VoucherOrderIsland);
hydrateIsland(TOASTER_ISLAND, Toaster);

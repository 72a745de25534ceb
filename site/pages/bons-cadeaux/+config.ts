import type { Config } from 'vike/types';

/** The gift-voucher page hydrates: its order cards hold state (src/budgets.ts lists it). */
export default {
  clientHooks: true,
} satisfies Config;

import type { Config } from 'vike/types';

/** The blog list hydrates: its search box and category chips hold state (src/budgets.ts lists it). */
export default {
  clientHooks: true,
} satisfies Config;

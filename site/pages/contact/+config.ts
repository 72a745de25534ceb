import type { Config } from 'vike/types';

/** The contact page hydrates: its form holds state (src/budgets.ts lists it). */
export default {
  clientHooks: true,
} satisfies Config;

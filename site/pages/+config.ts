import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/**
 * Every page is prerendered and HTML-only (no React, no Vike client runtime); a form or a filter
 * hydrates as an island (src/island.ts), listed in test/support/budgets.ts.
 */
export default {
  extends: [vikeReact],
  prerender: true,
  clientRouting: false,
  clientHooks: false,
  lang: 'fr',
} satisfies Config;

import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/**
 * HTML first: every page is prerendered and HTML-only (`clientHooks: false`: no React, no Vike client
 * runtime). A page that holds a form or a filter hydrates only that part, as an island (src/island.ts:
 * `<Island>` in the page, `hydrateIsland()` in its +client.ts), and is listed in src/budgets.ts.
 * Timers are a few lines of plain script in the page's +client.ts.
 * Server routing (`clientRouting: false`): every link loads a prerendered page.
 */
export default {
  extends: [vikeReact],
  prerender: true,
  clientRouting: false,
  clientHooks: false,
  lang: 'fr',
} satisfies Config;

import type { Config } from 'vike/types';

/**
 * Articles stay HTML-only (the blog list's `clientHooks: true` would apply here too): the share button
 * is a few lines of plain script (+client.ts).
 */
export default {
  clientHooks: false,
} satisfies Config;

import type { Config } from 'vike/types';

/**
 * Articles stay HTML-only: the share button is a few lines of plain script (+client.ts, which
 * replaces the blog list's island script).
 */
export default {
  clientHooks: false,
} satisfies Config;

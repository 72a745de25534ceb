import type { Config } from 'vike/types';

/** Unlike /contact, the confirmation holds no state: HTML only (overrides the parent's hooks). */
export default {
  clientHooks: false,
} satisfies Config;

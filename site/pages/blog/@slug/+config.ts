import type { Config } from 'vike/types';

export default {
  clientHooks: false,
} satisfies Config;

declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    /** LevelDB folder; in memory when unset. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }

  export default function dynalite(options?: DynaliteOptions): Server;
}

import type { Shell } from './shell.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Info bar, header and footer data (pages/+onCreatePageContext.server.ts). */
      shell: Shell;
    }
  }
}

export {};

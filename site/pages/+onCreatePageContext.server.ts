import type { PageContextServer } from 'vike/types';
import { buildShell } from '../src/shell.ts';

let shell: ReturnType<typeof buildShell> | undefined;

/**
 * Gives every page the layout's data (info bar, header, footer), built once from the catalog: the
 * layout's side of the one data path, as each page's +data.ts is the page's. It stays on the server
 * (no page hands Vike's page context to the browser: islands carry their own props).
 */
export function onCreatePageContext(pageContext: PageContextServer): void {
  shell ??= buildShell();
  pageContext.shell = shell;
}

import type { PageContextServer } from 'vike/types';
import { buildShell } from '../src/shell.ts';

let shell: ReturnType<typeof buildShell> | undefined;

/** It stays on the server: islands carry their own props. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  shell ??= buildShell();
  pageContext.shell = shell;
}

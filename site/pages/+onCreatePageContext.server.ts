import type { PageContextServer } from 'vike/types';
import { shell } from '../src/shell.ts';

/** It stays on the server: islands carry their own props. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.shell = shell;
}

import type { PageContextServer } from 'vike/types';
import { buildShell } from '../src/shell.ts';

let shell: ReturnType<typeof buildShell> | undefined;

/** Gives every page the shared layout data (passed to the browser only by hydrated pages). */
export function onCreatePageContext(pageContext: PageContextServer): void {
  shell ??= buildShell();
  pageContext.shell = shell;
}

import { staticToastTemplateId } from './static-toast.ts';
import { ToastContent, type Notice, type NotifyOptions } from './Toaster.tsx';
import * as styles from './Toaster.css.ts';

export interface StaticToastProps {
  /** Id of the live region; the notice itself is in a `<template id="{id}-template">`. */
  id: string;
  notice: Notice;
  variant?: NotifyOptions['variant'];
}

/**
 * A notice for an HTML-only page (no React in the browser), with the look of the toasts: an empty
 * live region (`role="status"`) and the notice in a `<template>`. The page's plain script shows it
 * with `showStaticToast` (`@clinique/ui/static-toast`), which copies the template into the region
 * and empties it after the time it is given — e.g. the article's "Lien copié !", 4 s, after the
 * share button copied the link.
 */
export function StaticToast({ id, notice, variant = 'default' }: StaticToastProps) {
  return (
    <>
      <div id={id} role="status" aria-live="polite" className={styles.staticRegion} />
      <template id={staticToastTemplateId(id)}>
        <ToastContent notice={notice} variant={variant} />
      </template>
    </>
  );
}

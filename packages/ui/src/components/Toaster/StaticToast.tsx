import { staticToastTemplateId } from './static-toast.ts';
import { ToastContent, type Notice, type NotifyOptions } from './Toaster.tsx';
import * as styles from './Toaster.css.ts';

export interface StaticToastProps {
  id: string;
  notice: Notice;
  variant?: NotifyOptions['variant'];
}

/** For an HTML-only page: the notice waits in a `<template>` until `showStaticToast` copies it in. */
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

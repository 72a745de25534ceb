import { staticToastTemplateId } from './static-toast.ts';
import { ToastContent, type Notice } from './Toaster.tsx';
import * as styles from './Toaster.css.ts';

export interface StaticToastProps {
  id: string;
  notice: Notice;
}

/** For an HTML-only page: the notice waits in a `<template>` until `showStaticToast` copies it in. */
export function StaticToast({ id, notice }: StaticToastProps) {
  return (
    <>
      <div id={id} role="status" aria-live="polite" className={styles.staticRegion} />
      <template id={staticToastTemplateId(id)}>
        <ToastContent notice={notice} variant="default" />
      </template>
    </>
  );
}

import { Toaster as Sonner, toast } from 'sonner';
import { vars } from '../../tokens/theme.css.ts';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';
import { staticToastTemplateId, TOAST_DURATION_MS } from './static-toast.ts';

export { TOAST_DURATION_MS };

/** A notice of the specification: "Message envoyé !" – "Nous vous recontacterons…". */
export interface Notice {
  title: string;
  description?: string;
}

export interface NotifyOptions {
  /** `destructive` for errors ("Informations manquantes", "Erreur"); `success` for confirmations. */
  variant?: 'default' | 'success' | 'destructive';
}

type Variant = NonNullable<NotifyOptions['variant']>;

export interface ToasterProps {
  /** Name of the notification region for screen readers. Default "Notifications". */
  label?: string;
  /** Where toasts appear. Default top centre (visible above the phone keyboard). */
  position?: 'top-center' | 'bottom-center' | 'top-right' | 'bottom-right';
  /** How long a toast stays, in ms (default 4 s); `Infinity` keeps it until it gives way. */
  duration?: number;
}

/** How many toasts show at once: sonner's default, which the spec describes (how long: TOAST_DURATION_MS). */
export const VISIBLE_TOASTS = 3;

function ToastContent({ notice, variant }: { notice: Notice; variant: Variant }) {
  return (
    <div
      className={cx(
        styles.toast,
        variant === 'success' && styles.success,
        variant === 'destructive' && styles.error,
      )}
    >
      {variant === 'success' ? <Icon name="check" className={styles.icon} /> : null}
      {variant === 'destructive' ? <Icon name="alert" className={styles.icon} /> : null}
      <div>
        <p className={styles.title}>{notice.title}</p>
        {notice.description ? (
          <p
            className={cx(styles.description, variant === 'destructive' && styles.errorDescription)}
          >
            {notice.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Shows a notice: `notify(text.contactForm.failure, { variant: 'destructive' })`. */
export function notify(notice: Notice, { variant = 'default' }: NotifyOptions = {}): void {
  toast.custom(() => <ToastContent notice={notice} variant={variant} />);
}

/** Closes every toast (tests and stories start from none). */
export function dismissAllNotices(): void {
  toast.dismiss();
}

/**
 * The notification area, once per page that notifies: sonner, with the kit's look. Toasts close after
 * 4 s (the clock stops while the pointer is on them or the page is hidden), three at most are visible,
 * newest first, each in full. A polite live region announces each one; focus stays where it is (Alt+T
 * moves it to the toasts); no motion when the system asks for less.
 */
export function Toaster({
  label = 'Notifications',
  position = 'top-center',
  duration = TOAST_DURATION_MS,
}: ToasterProps) {
  return (
    <Sonner
      customAriaLabel={label}
      position={position}
      duration={duration}
      visibleToasts={VISIBLE_TOASTS}
      expand
      gap={8}
      offset={vars.space['4']}
      mobileOffset={vars.space['4']}
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}

export interface StaticToastProps {
  /** Id of the live region; the notice itself is in a `<template id="{id}-template">`. */
  id: string;
  notice: Notice;
  variant?: NotifyOptions['variant'];
}

/**
 * A notice for an HTML-only page (no React in the browser), with the look of the toasts: an empty
 * live region (`role="status"`) and the notice in a `<template>`. The page's plain script shows it with
 * `showStaticToast` (`@clinique/ui/static-toast`), which copies the template into the region and empties
 * it after 4 s — e.g. the article's "Lien copié !" after the share button copied the link.
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

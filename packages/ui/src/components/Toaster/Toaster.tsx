import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';

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

/** How long a toast stays, and how many show at once (the usual toast defaults the spec describes). */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

interface Toast {
  id: number;
  notice: Notice;
  variant: Variant;
}

// The toasts of the page: a tiny store shared by `notify` and the `Toaster` that shows them.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => toasts;
const noToasts: readonly Toast[] = [];
const serverSnapshot = () => noToasts;

/** Shows a notice: `notify(text.contactForm.failure, { variant: 'destructive' })`. */
export function notify(notice: Notice, { variant = 'default' }: NotifyOptions = {}): void {
  // The oldest toasts give way: at most three at once.
  setToasts([...toasts, { id: nextId++, notice, variant }].slice(-VISIBLE_TOASTS));
}

/** Closes every toast (tests and stories start from none). */
export function dismissAllNotices(): void {
  setToasts([]);
}

function dismiss(id: number) {
  setToasts(toasts.filter((toast) => toast.id !== id));
}

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

/** One toast: closes itself after `duration` ms of being shown, the clock paused while `paused`. */
function ToastItem({
  toast,
  paused,
  duration,
}: {
  toast: Toast;
  paused: boolean;
  duration: number;
}) {
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  return (
    <li className={styles.item}>
      <ToastContent notice={toast.notice} variant={toast.variant} />
    </li>
  );
}

/**
 * The notification area, once per page that notifies: toasts close after 4 s (the clock stops while
 * the pointer or the focus is on them, or the page is hidden), three at most are visible, newest
 * first. A polite live region announces each one. Light on purpose: it ships with every hydrated page.
 */
export function Toaster({
  label = 'Notifications',
  position = 'top-center',
  duration = TOAST_DURATION_MS,
}: ToasterProps) {
  const shown = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const paused = hovered || focused || hidden;
  const ordered = position.startsWith('top') ? [...shown].reverse() : shown;
  return (
    <section
      aria-label={label}
      className={styles.region[position]}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {ordered.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused} duration={duration} />
        ))}
      </ol>
    </section>
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
 * live region (`role="status"`) and the notice in a `<template>`. The page's plain script shows it by
 * copying the template into the region, and hides it after 4 s by emptying the region — e.g. the
 * article's "Lien copié !" after the share button copied the link.
 */
export function StaticToast({ id, notice, variant = 'default' }: StaticToastProps) {
  return (
    <>
      <div id={id} role="status" aria-live="polite" className={styles.region['top-center']} />
      <template id={`${id}-template`}>
        <ToastContent notice={notice} variant={variant} />
      </template>
    </>
  );
}

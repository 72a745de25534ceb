import { Toaster as Sonner, toast } from 'sonner';
import { vars } from '../../tokens/theme.css.ts';
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

/** How long a toast stays, and how many show at once: sonner's defaults, which the spec describes. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/** A toast's box (also the look of StaticToast). */
export function ToastContent({ notice, variant }: { notice: Notice; variant: Variant }) {
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

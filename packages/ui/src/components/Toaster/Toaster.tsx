import { Toaster as Sonner, toast } from 'sonner';
import { vars } from '../../tokens/theme.css.ts';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toaster.css.ts';

export interface Notice {
  title: string;
  description?: string;
}

export interface NotifyOptions {
  variant?: 'default' | 'success' | 'destructive';
}

type Variant = NonNullable<NotifyOptions['variant']>;

export interface ToasterProps {
  duration?: number;
}

/** Sonner's default, which the spec describes, as it does sonner's three toasts visible at most. */
export const TOAST_DURATION_MS = 4000;

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

export function notify(notice: Notice, { variant = 'default' }: NotifyOptions = {}): void {
  toast.custom(() => <ToastContent notice={notice} variant={variant} />);
}

export function dismissAllNotices(): void {
  toast.dismiss();
}

/**
 * Sonner, with the kit's look; focus stays where it is, no motion when the system asks for less.
 * At the top centre: visible above the phone keyboard.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  return (
    <Sonner
      customAriaLabel="Notifications"
      position="top-center"
      duration={duration}
      expand
      gap={8}
      offset={vars.space['4']}
      mobileOffset={vars.space['4']}
      toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
    />
  );
}

import { toast, Toaster as SonnerToaster } from 'sonner';
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

export interface ToasterProps {
  /** Name of the notification region for screen readers. Default "Notifications". */
  label?: string;
  /** Where toasts appear. Default top centre (visible above the phone keyboard). */
  position?: 'top-center' | 'bottom-center' | 'top-right' | 'bottom-right';
}

/**
 * The notification area (sonner), once per page that notifies: toasts close after 4 s, three at most
 * are visible (sonner's defaults, as the specification describes). Styled with the tokens.
 */
export function Toaster({ label = 'Notifications', position = 'top-center' }: ToasterProps) {
  return (
    <SonnerToaster
      position={position}
      containerAriaLabel={label}
      icons={{
        success: <Icon name="check" className={styles.icon} />,
        error: <Icon name="alert" className={styles.icon} />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          success: styles.success,
          error: styles.error,
        },
      }}
    />
  );
}

/** Shows a notice: `notify(text.contactForm.failure, { variant: 'destructive' })`. */
export function notify(notice: Notice, { variant = 'default' }: NotifyOptions = {}): void {
  const options = notice.description ? { description: notice.description } : {};
  if (variant === 'destructive') {
    toast.error(notice.title, {
      ...options,
      classNames: { description: styles.errorDescription },
    });
  } else if (variant === 'success') {
    toast.success(notice.title, options);
  } else {
    toast(notice.title, options);
  }
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { AnyIconName } from '../Icon/paths.ts';
import { button, spinner } from './Button.css.ts';

/** Look of a button or a link styled as one. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  /** `primary` (filled teal), `secondary` (sand), `outline` (teal border), `ghost` (text only). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before (or after, with `iconPosition="end"`) the label. */
  icon?: AnyIconName;
  iconPosition?: 'start' | 'end';
  /** The visible label. */
  children: ReactNode;
  className?: string;
}

/** A `<button>`: `type="button"` unless given; `busy` disables it and shows `busyLabel`. */
export interface ButtonAsButtonProps
  extends ButtonLookProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
  /** Work in progress (sending a form, creating a payment): disabled, label replaced by `busyLabel`. */
  busy?: boolean;
  /** Label while busy, e.g. "Traitement..." or "Envoi en cours…". */
  busyLabel?: string;
}

/**
 * A link styled as a button: internal (`/contact`, `#services`), `tel:`/`mailto:`, or external.
 * External links (`external`, or any `http(s)://` address by default) open a new tab with
 * `rel="noopener noreferrer"` and a visually hidden `newTabLabel` for screen readers.
 */
export interface ButtonAsLinkProps
  extends
    ButtonLookProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className' | 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Opens in a new tab; defaults to `true` for `http(s)://` addresses. */
  external?: boolean;
  /** Read after the label of an external link. Default "(nouvel onglet)". */
  newTabLabel?: string;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** Whether an address leaves the site (and so opens in a new tab by default). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The one button of the site: primary, secondary, outline or ghost; as a `<button>`, an internal
 * link, an external link (new tab) or a `tel:` link. Works without JavaScript except `onClick`.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const {
      variant,
      size,
      fullWidth,
      icon,
      iconPosition = 'start',
      children,
      className,
      href,
      external = isExternalHref(href),
      newTabLabel = '(nouvel onglet)',
      ...anchorProps
    } = props;
    return (
      <a
        {...anchorProps}
        href={href}
        className={cx(button({ variant, size, fullWidth }), className)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {icon && iconPosition === 'start' ? <Icon name={icon} /> : null}
        <span>
          {children}
          {external ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
        </span>
        {icon && iconPosition === 'end' ? <Icon name={icon} /> : null}
        {external && !icon ? <Icon name="external-link" size="1em" /> : null}
      </a>
    );
  }
  const {
    variant,
    size,
    fullWidth,
    icon,
    iconPosition = 'start',
    children,
    className,
    busy = false,
    busyLabel,
    disabled,
    type = 'button',
    ...buttonProps
  } = props;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      {!busy && icon && iconPosition === 'start' ? <Icon name={icon} /> : null}
      <span>{busy && busyLabel ? busyLabel : children}</span>
      {!busy && icon && iconPosition === 'end' ? <Icon name={icon} /> : null}
    </button>
  );
}

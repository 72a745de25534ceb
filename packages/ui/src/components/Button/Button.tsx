import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import { cx } from '../../styles/cx.ts';
import { useFocusBack } from '../../utils/focus-back.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { AnyIconName } from '../Icon/paths.ts';
import { button, spinner } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: AnyIconName;
  iconPosition?: 'start' | 'end';
  children: ReactNode;
  className?: string;
}

export interface ButtonAsButtonProps
  extends ButtonLookProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
  busy?: boolean;
  busyLabel?: string;
}

/** External links open a new tab with `rel="noopener noreferrer"` and a hidden label for screen readers. */
export interface ButtonAsLinkProps
  extends
    ButtonLookProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className' | 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  external?: boolean;
  newTabLabel?: string;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** Works without JavaScript except `onClick`. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  iconPosition = 'start',
  children,
  className,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  if (props.href !== undefined) {
    const {
      href,
      external = /^https?:\/\//i.test(href),
      newTabLabel = '(nouvel onglet)',
      ...anchorProps
    } = props;
    return (
      <a
        {...anchorProps}
        href={href}
        className={classes}
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
  return (
    <NativeButton {...props} className={classes} icon={icon} iconPosition={iconPosition}>
      {children}
    </NativeButton>
  );
}

function NativeButton({
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  ref,
  icon,
  iconPosition,
  children,
  ...buttonProps
}: ButtonAsButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(ref, () => own.current);
  // Disabled while busy, the button drops the focus: it takes it back once done.
  useFocusBack(busy, () => own.current);
  return (
    <button
      {...buttonProps}
      ref={own}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      {!busy && icon && iconPosition === 'start' ? <Icon name={icon} /> : null}
      <span>{busy && busyLabel ? busyLabel : children}</span>
      {!busy && icon && iconPosition === 'end' ? <Icon name={icon} /> : null}
    </button>
  );
}

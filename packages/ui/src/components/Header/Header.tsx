import type { Link } from '@clinique/catalog';
import { Brand, type BrandProps } from '../Brand/Brand.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { cx } from '../../styles/cx.ts';
import { dismissibleAttribute } from '../../utils/dismiss-disclosure.ts';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  brand: BrandProps;
  navigation: readonly Link[];
  currentPath?: string;
  booking: { label: string; href: string; newTabLabel?: string };
  menuLabel: string;
  closeMenuLabel: string;
  navigationLabel?: string;
}

export const mobileMenuAttribute = 'data-mobile-menu';

function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  return href === '/'
    ? currentPath === '/'
    : currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * Below 1280 px the links fold into a `<details>` menu: it works with no JavaScript;
 * `dismissDisclosureScript` closes it on Escape, on focus leaving it and on a press outside.
 */
export function Header({ navigationLabel = 'Navigation principale', ...props }: HeaderProps) {
  const links = (linkClass: string) =>
    props.navigation.map((link) => (
      <li key={link.href}>
        <a
          className={linkClass}
          href={link.href}
          aria-current={isCurrent(link.href, props.currentPath) ? 'page' : undefined}
        >
          {link.label}
        </a>
      </li>
    ));
  const { brand, booking } = props;
  const { label, ...link } = booking;
  const bookingLink = { ...link, external: true, size: 'sm' } as const;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand {...brand} size={brand.size ?? 'sm'} className={cx(styles.brand, brand.className)} />
        <nav className={styles.desktopNav} aria-label={navigationLabel}>
          <ul className={styles.desktopList}>{links(styles.navLink)}</ul>
          <Button {...bookingLink} className={styles.booking}>
            {label}
          </Button>
        </nav>
        <div className={styles.compactTools}>
          <Button {...bookingLink} icon="calendar" className={styles.compactBooking}>
            <span className={styles.compactLabel}>{label}</span>
          </Button>
          <details
            className={styles.menu}
            {...{ [mobileMenuAttribute]: '', [dismissibleAttribute]: '' }}
          >
            <summary className={styles.summary}>
              <Icon name="menu" className={styles.whenClosed} />
              <Icon name="close" className={styles.whenOpen} />
              <span className={cx(visuallyHidden, styles.whenClosed)}>{props.menuLabel}</span>
              <span className={cx(visuallyHidden, styles.whenOpen)}>{props.closeMenuLabel}</span>
            </summary>
            <nav className={styles.panel} aria-label={navigationLabel}>
              <ul className={styles.mobileList}>{links(styles.mobileLink)}</ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

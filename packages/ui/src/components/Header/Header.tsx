import type { Link } from '@clinique/catalog';
import { Brand, type BrandProps } from '../Brand/Brand.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  /** The clinic's name and logo; links home. */
  brand: BrandProps;
  /** The nine links of the site (`layout.navigation`). */
  navigation: readonly Link[];
  /** Path of the current page: its link gets `aria-current="page"`. */
  currentPath?: string;
  /** The external booking button ("Prendre Rendez-vous"), opened in a new tab. */
  booking: { label: string; href: string };
  /** Accessible label of the menu button while closed ("Ouvrir le menu") and open ("Fermer le menu"). */
  menuLabel: string;
  closeMenuLabel: string;
  /** Name of the navigation landmark. Default "Navigation principale". */
  navigationLabel?: string;
  /** Read after external links. Default "(nouvel onglet)". */
  newTabLabel?: string;
}

/** `data-` attribute of the mobile menu, used by `closeMenuOnAnchorScript`. */
export const mobileMenuAttribute = 'data-mobile-menu';

/**
 * Optional inline script for pages whose menu holds same-page anchors (`#services`): following such a
 * link does not load a page, so this closes the `<details>` menu. Links to other pages need nothing.
 * Inline it once: `<script dangerouslySetInnerHTML={{ __html: closeMenuOnAnchorScript }} />`.
 */
export const closeMenuOnAnchorScript = `document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('[${mobileMenuAttribute}] a');if(a){a.closest('details').open=false}});`;

function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  return href === '/'
    ? currentPath === '/'
    : currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * Sticky header: brand, the nine links and the booking button. Below 1280 px the links move into a
 * menu built on `<details>`: it opens and closes with no JavaScript, and a followed link loads a
 * new page, which closes it. The booking button stays visible at every width, beside the menu button.
 */
export function Header({
  brand,
  navigation,
  currentPath,
  booking,
  menuLabel,
  closeMenuLabel,
  navigationLabel = 'Navigation principale',
  newTabLabel,
}: HeaderProps) {
  const links = (linkClass: string) =>
    navigation.map((link) => (
      <li key={link.href}>
        <a
          className={linkClass}
          href={link.href}
          aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
        >
          {link.label}
        </a>
      </li>
    ));
  const bookingButton = (
    <Button
      href={booking.href}
      external
      size="sm"
      newTabLabel={newTabLabel}
      className={styles.booking}
    >
      {booking.label}
    </Button>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand {...brand} size={brand.size ?? 'sm'} className={cx(styles.brand, brand.className)} />
        <nav className={styles.desktopNav} aria-label={navigationLabel}>
          <ul className={styles.desktopList}>{links(styles.navLink)}</ul>
          {bookingButton}
        </nav>
        <div className={styles.compactTools}>
          {/* Below 1280 px the links fold into the menu; the booking button stays in sight
              (below 480 px as its calendar icon, the label read by screen readers). */}
          <Button
            href={booking.href}
            external
            size="sm"
            icon="calendar"
            newTabLabel={newTabLabel}
            className={styles.compactBooking}
          >
            <span className={styles.compactLabel}>{booking.label}</span>
          </Button>
          <details className={styles.menu} {...{ [mobileMenuAttribute]: '' }}>
            <summary className={styles.summary}>
              <Icon name="menu" className={styles.whenClosed} />
              <Icon name="close" className={styles.whenOpen} />
              <span className={cx(visuallyHidden, styles.whenClosed)}>{menuLabel}</span>
              <span className={cx(visuallyHidden, styles.whenOpen)}>{closeMenuLabel}</span>
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

/** Handed to the layout via `pageContext.shell`, so a hydrated page never ships the catalog. */
import { type CatalogData, catalog as defaultCatalog } from '@clinique/catalog';
import type { FooterProps, HeaderProps, InfoBarProps } from '@clinique/ui';

export interface Shell {
  skipLinkLabel: string;
  infoBarLabel: string;
  infoBar: InfoBarProps;
  header: Omit<HeaderProps, 'currentPath'>;
  footer: FooterProps;
}

export function buildShell(catalog: CatalogData = defaultCatalog): Shell {
  const { clinic, layout, contactFacts } = catalog;
  const phone = contactFacts.phone.visible;
  const hours = contactFacts.hours.visible;
  const { street, postalCode, city } = clinic.address;
  const address = `${street}, ${postalCode} ${city}`;
  const contactLink = layout.navigation.find((link) => link.href === '/contact');
  return {
    skipLinkLabel: layout.skipLinkLabel,
    infoBarLabel: catalog.contact.detailsTitle,
    infoBar: { phone, address, hours, moreLabel: layout.infoBarMoreLabel },
    header: {
      brand: { name: clinic.name, tagline: clinic.tagline, href: '/' },
      navigation: layout.navigation,
      booking: { label: layout.bookingLabel, href: clinic.bookingUrl },
      navigationLabel: catalog.interfaceText.mainNavigation,
      newTabLabel: catalog.interfaceText.newTab,
      menuLabel: layout.menuLabel,
      closeMenuLabel: layout.closeMenuLabel,
    },
    footer: {
      brand: { name: clinic.name, tagline: clinic.tagline },
      content: layout.footer,
      contact: { title: contactLink?.label ?? clinic.name, phone, address, hours },
    },
  };
}

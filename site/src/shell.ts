/** Handed to the layout via `pageContext.shell`, so a hydrated page never ships the catalog. */
import { catalog } from '@clinique/catalog';
import { bookingLink } from './part-data.ts';

const { clinic, layout, contactFacts } = catalog;
const phone = contactFacts.phone.visible;
const hours = contactFacts.hours.visible;
const { street, postalCode, city } = clinic.address;
const address = `${street}, ${postalCode} ${city}`;
const contactLink = layout.navigation.find((link) => link.href === '/contact');

/** Built once: every page shows the same. */
export const shell = {
  skipLinkLabel: layout.skipLinkLabel,
  infoBarLabel: catalog.contact.detailsTitle,
  infoBar: { phone, address, hours, moreLabel: layout.infoBarMoreLabel },
  header: {
    brand: { name: clinic.name, tagline: clinic.tagline, href: '/' },
    navigation: layout.navigation,
    booking: bookingLink(),
    navigationLabel: catalog.interfaceText.mainNavigation,
    menuLabel: layout.menuLabel,
    closeMenuLabel: layout.closeMenuLabel,
  },
  footer: {
    brand: { name: clinic.name, tagline: clinic.tagline },
    content: layout.footer,
    contact: { title: contactLink?.label ?? clinic.name, phone, address, hours },
  },
};

export type Shell = typeof shell;

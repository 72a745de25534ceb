/** Components never read the catalog, so the catalog never reaches the browser. */
import { type CatalogData, catalog as defaultCatalog } from '@clinique/catalog';
import type { ContactDetailsProps, PriceTableLabels, TreatmentCardLabels } from '@clinique/ui';
import type { SectionParts } from './blocks/TreatmentSections.tsx';
import type { BookingLink, BreadcrumbData } from './blocks/parts.tsx';
import { trailTo } from './navigation.ts';

export function bookingLink(catalog: CatalogData = defaultCatalog): BookingLink {
  return {
    label: catalog.layout.bookingLabel,
    href: catalog.clinic.bookingUrl,
    newTabLabel: catalog.interfaceText.newTab,
  };
}

/** With `current`, the page at `path` is a link too and `current` ends the trail. */
export function breadcrumbData(
  path: string,
  { current }: { current?: string } = {},
  catalog: CatalogData = defaultCatalog,
): BreadcrumbData {
  const trail = trailTo(path, catalog).map((crumb) => ({ label: crumb.name, href: crumb.path }));
  const last = current === undefined ? trail.pop() : { label: current };
  return {
    label: catalog.layout.breadcrumbLabel,
    items: last ? [...trail, { label: last.label }] : trail,
  };
}

export function priceTableLabels(catalog: CatalogData = defaultCatalog): PriceTableLabels {
  const text = catalog.interfaceText;
  return {
    zone: text.zone,
    price: text.price,
    duration: text.duration,
    oneSession: text.oneSession,
    threeSessions: text.threeSessions,
    fromPrefix: text.fromPrefix,
    breakdown: text.sessionBreakdown,
  };
}

export function treatmentCardLabels(
  withZones: boolean,
  catalog: CatalogData = defaultCatalog,
): TreatmentCardLabels {
  const text = catalog.interfaceText;
  return {
    fromPrefix: text.fromPrefix,
    price: text.price,
    duration: text.duration,
    ...(withZones ? { zones: text.zones } : {}),
  };
}

export function addressLines(catalog: CatalogData = defaultCatalog): string[] {
  const { address } = catalog.clinic;
  return [address.street, `${address.postalCode} ${address.city}`];
}

export function contactDetails(catalog: CatalogData = defaultCatalog): ContactDetailsProps {
  return {
    address: addressLines(catalog),
    phone: catalog.contactFacts.phone.visible,
    hours: catalog.contactFacts.hours.visible,
    closedDays: catalog.clinic.closedDays,
    labels: {
      address: catalog.interfaceText.address,
      phone: catalog.contact.secretariatLabel,
      hours: catalog.about.hoursTitle,
    },
  };
}

export function sectionParts(catalog: CatalogData = defaultCatalog): SectionParts {
  return {
    text: catalog.interfaceText,
    whyChooseUs: catalog.whyChooseUs,
    booking: bookingLink(catalog),
    contactDetails: contactDetails(catalog),
    priceTableLabels: priceTableLabels(catalog),
  };
}

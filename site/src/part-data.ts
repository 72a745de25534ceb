/** Components never read the catalog, so the catalog never reaches the browser. */
import { catalog } from '@clinique/catalog';
import type { BreadcrumbItem, ContactDetailsProps } from '@clinique/ui';
import { trailTo } from './navigation.ts';

const text = catalog.interfaceText;

export type BookingLink = ReturnType<typeof bookingLink>;
export type BreadcrumbData = ReturnType<typeof breadcrumbData>;
export type SectionParts = ReturnType<typeof sectionParts>;

export function bookingLink() {
  return {
    label: catalog.layout.bookingLabel,
    href: catalog.clinic.bookingUrl,
    newTabLabel: text.newTab,
  };
}

/** With `current`, the page at `path` is a link too and `current` ends the trail. */
export function breadcrumbData(path: string, current?: string) {
  const trail = trailTo(path).map((crumb) => ({ label: crumb.name, href: crumb.path }));
  const last = current === undefined ? trail.pop() : { label: current };
  const items: BreadcrumbItem[] = last ? [...trail, { label: last.label }] : trail;
  return { label: catalog.layout.breadcrumbLabel, items };
}

export function contactDetails(): ContactDetailsProps {
  const { street, postalCode, city } = catalog.clinic.address;
  return {
    address: [street, `${postalCode} ${city}`],
    phone: catalog.contactFacts.phone.visible,
    hours: catalog.contactFacts.hours.visible,
    closedDays: catalog.clinic.closedDays,
    labels: {
      address: text.address,
      phone: catalog.contact.secretariatLabel,
      hours: catalog.about.hoursTitle,
    },
  };
}

export function sectionParts() {
  return {
    text,
    whyChooseUs: catalog.whyChooseUs,
    booking: bookingLink(),
    contactDetails: contactDetails(),
  };
}

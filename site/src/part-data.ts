/** Components never read the catalog, so the catalog never reaches the browser. */
import { catalog } from '@clinique/catalog';
import type { ContactDetailsProps, TreatmentCardLabels } from '@clinique/ui';
import type { SectionParts } from './blocks/TreatmentSections.tsx';
import type { BookingLink, BreadcrumbData } from './blocks/parts.tsx';
import { trailTo } from './navigation.ts';

const text = catalog.interfaceText;

export function bookingLink(): BookingLink {
  return {
    label: catalog.layout.bookingLabel,
    href: catalog.clinic.bookingUrl,
    newTabLabel: text.newTab,
  };
}

/** With `current`, the page at `path` is a link too and `current` ends the trail. */
export function breadcrumbData(path: string, current?: string): BreadcrumbData {
  const trail = trailTo(path).map((crumb) => ({ label: crumb.name, href: crumb.path }));
  const last = current === undefined ? trail.pop() : { label: current };
  return {
    label: catalog.layout.breadcrumbLabel,
    items: last ? [...trail, { label: last.label }] : trail,
  };
}

export function treatmentCardLabels(withZones: boolean): TreatmentCardLabels {
  const { fromPrefix, price, duration } = text;
  return { fromPrefix, price, duration, ...(withZones ? { zones: text.zones } : {}) };
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

export function sectionParts(): SectionParts {
  const { zone, price, duration, oneSession, threeSessions, fromPrefix } = text;
  const breakdown = text.sessionBreakdown;
  return {
    text,
    whyChooseUs: catalog.whyChooseUs,
    booking: bookingLink(),
    contactDetails: contactDetails(),
    priceTableLabels: { zone, price, duration, oneSession, threeSessions, fromPrefix, breakdown },
  };
}

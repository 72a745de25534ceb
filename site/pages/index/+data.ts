import { catalog, serviceHref } from '@clinique/catalog';
import { bookingLink, contactDetails } from '../../src/part-data.ts';
import { homeSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const { home, interfaceText } = catalog;
  return {
    seo: homeSeo(),
    home,
    services: home.services.items.map((service) => ({ service, href: serviceHref(service.id) })),
    text: interfaceText,
    booking: bookingLink(),
    contactDetails: contactDetails(),
    whyChooseUs: catalog.whyChooseUs,
  };
}

export type Data = ReturnType<typeof data>;

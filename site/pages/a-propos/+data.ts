import { catalog } from '@clinique/catalog';
import { bookingLink, breadcrumbData, contactDetails } from '../../src/part-data.ts';
import { pageSeo } from '../../src/seo/page-seo.ts';

export function data() {
  const { about, clinic } = catalog;
  return {
    seo: pageSeo(about.meta),
    about,
    doctor: clinic.doctor,
    breadcrumb: breadcrumbData(about.meta.path),
    booking: bookingLink(),
    contactDetails: contactDetails(),
  };
}

export type Data = ReturnType<typeof data>;

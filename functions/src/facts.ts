/**
 * The facts of the catalog that the functions use, as one small typed object. The API takes it
 * as a dependency (`createApi(config, { facts })`), so the handlers never reach into the whole
 * catalog and tests can vary it; by default it comes from `@clinique/catalog` (site-facts.ts).
 */
import type { CatalogFacts } from '@clinique/catalog/facts';
import type { CustomVoucherLike, VoucherOfferLike } from '@clinique/catalog/vouchers';

export interface VoucherOfferFacts extends VoucherOfferLike {
  subtitle: string;
  /** Colour style of the card (`sand`, `teal`, `ink`): also the accent of the PDF. */
  colour: string;
}

export interface CustomVoucherFacts extends CustomVoucherLike {
  title: string;
}

export interface SiteFacts {
  clinic: {
    name: string;
    /** The clinic's address: contact messages and sale notifications (unless CLINIC_EMAIL). */
    email: string;
    phone: string;
    street: string;
    postalCode: string;
    city: string;
    doctorName: string;
  };
  vouchers: {
    offers: readonly VoucherOfferFacts[];
    custom: CustomVoucherFacts;
  };
  /** Labels of the contact form's treatment choices (the form posts the label, or ''). */
  treatmentLabels: readonly string[];
}

export function factsFromCatalog(catalog: CatalogFacts): SiteFacts {
  const { clinic } = catalog;
  return {
    clinic: {
      name: clinic.name,
      email: clinic.email,
      phone: catalog.variants.phone.readings.visibleText.value.display,
      street: clinic.address.street,
      postalCode: clinic.address.postalCode,
      city: clinic.address.city,
      doctorName: clinic.doctor.name,
    },
    vouchers: {
      offers: catalog.vouchers.offers.map((offer) => ({
        id: offer.id,
        title: offer.title,
        subtitle: offer.subtitle,
        price: offer.price,
        validityMonths: offer.validityMonths,
        colour: offer.colour,
      })),
      custom: {
        title: catalog.vouchers.custom.title,
        giftType: catalog.vouchers.custom.giftType,
        minimum: catalog.vouchers.custom.minimum,
        maximum: catalog.vouchers.custom.maximum,
        validityMonths: catalog.vouchers.custom.validityMonths,
      },
    },
    treatmentLabels: catalog.interfaceText.contactForm.treatments.map((choice) => choice.label),
  };
}

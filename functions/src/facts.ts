/**
 * The catalog facts the functions use, as one object the API takes as a dependency, so that tests
 * can vary it; by default it comes from `@clinique/catalog` (site-facts.ts).
 */
import type { FunctionsCatalog } from '@clinique/catalog/functions-catalog';
import { legalRefs, withdrawalFormHref } from '@clinique/catalog/legal-pages';
import { deskTreatmentChoices } from '@clinique/catalog/desk';
import type { CustomVoucherLike, VoucherOfferLike } from '@clinique/catalog/voucher-orders';

type Texts = FunctionsCatalog['interfaceText'];

export interface VoucherOfferFacts extends VoucherOfferLike {
  subtitle: string;
  /** Colour style of the card (`sand`, `teal`, `ink`): also the accent of the PDF. */
  colour: string;
}

export interface SiteFacts {
  clinic: {
    name: string;
    /** Contact messages and sale notifications go here (unless CLINIC_EMAIL). */
    email: string;
    phone: string;
    street: string;
    postalCode: string;
    city: string;
    bookingUrl: string;
  };
  /** The terms of sale: where they are and the version a buyer accepts. */
  terms: { path: string; version: string; withdrawalFormPath: string };
  emails: Texts['emails'];
  vouchers: { offers: readonly VoucherOfferFacts[]; custom: CustomVoucherLike };
  /** The contact form posts one of these labels, or ''. */
  treatmentLabels: readonly string[];
  /** What the pages answering a form sent without JavaScript show (src/forms/). */
  forms: {
    paths: { contact: string; vouchers: string; contactThanks: string };
    contact: Texts['contactForm'];
    vouchers: Texts['vouchers'];
    pages: Texts['formPages'];
  };
  desk: Texts['desk'];
  api: Texts['api'];
  /** The desk's « Soin » choices: every treatment, the last one « Autre » (a note says which). */
  usableTreatments: readonly string[];
}

export function factsFromCatalog(catalog: FunctionsCatalog): SiteFacts {
  const { clinic, interfaceText: texts } = catalog;
  return {
    clinic: {
      name: clinic.name,
      email: clinic.email,
      phone: catalog.contactFacts.phone.visible.display,
      street: clinic.address.street,
      postalCode: clinic.address.postalCode,
      city: clinic.address.city,
      bookingUrl: clinic.bookingUrl,
    },
    terms: {
      path: legalRefs.cgv.path,
      version: legalRefs.cgv.version,
      withdrawalFormPath: withdrawalFormHref,
    },
    emails: texts.emails,
    vouchers: catalog.vouchers,
    treatmentLabels: texts.contactForm.treatments.map((choice) => choice.label),
    forms: {
      paths: {
        contact: catalog.contact.meta.path,
        vouchers: catalog.vouchers.meta.path,
        contactThanks: catalog.contactThanks.meta.path,
      },
      contact: texts.contactForm,
      vouchers: texts.vouchers,
      pages: texts.formPages,
    },
    desk: texts.desk,
    api: texts.api,
    usableTreatments: deskTreatmentChoices(texts.desk.treatments, texts.desk.otherTreatment),
  };
}

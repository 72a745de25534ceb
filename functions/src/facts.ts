/**
 * The catalog facts the functions use, as one object the API takes as a dependency, so that tests
 * can vary it; by default it comes from `@clinique/catalog` (site-facts.ts).
 */
import type { FunctionsCatalog } from '@clinique/catalog/functions-catalog';
import { legalRefs, withdrawalFormHref } from '@clinique/catalog/legal-pages';
import { deskTreatmentChoices } from '@clinique/catalog/desk';

export type SiteFacts = ReturnType<typeof factsFromCatalog>;

export function factsFromCatalog(catalog: FunctionsCatalog) {
  const { clinic, interfaceText: texts } = catalog;
  return {
    clinic: {
      name: clinic.name,
      /** Contact messages and sale notifications go here (unless CLINIC_EMAIL). */
      email: clinic.email,
      phone: catalog.contactFacts.phone.visible.display,
      street: clinic.address.street,
      postalCode: clinic.address.postalCode,
      city: clinic.address.city,
      bookingUrl: clinic.bookingUrl,
    },
    /** The terms of sale: where they are and the version a buyer accepts. */
    terms: {
      path: legalRefs.cgv.path,
      version: legalRefs.cgv.version,
      withdrawalFormPath: withdrawalFormHref,
    },
    emails: texts.emails,
    /** Each offer's `colour` (`sand`, `teal`, `ink`) is also the accent of its PDF. */
    vouchers: catalog.vouchers,
    /** The contact form posts one of these labels, or ''. */
    treatmentLabels: texts.contactForm.treatments.map((choice) => choice.label),
    /** What the pages answering a form sent without JavaScript show (src/forms/). */
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
    /** The desk's « Soin » choices: every treatment, the last one « Autre » (a note says which). */
    usableTreatments: deskTreatmentChoices(texts.desk.treatments, texts.desk.otherTreatment),
  };
}

/**
 * The facts of the catalog that the functions use, as one small typed object. The API takes it
 * as a dependency (`createApi(config, { facts })`), so the handlers never reach into the whole
 * catalog and tests can vary it; by default it comes from `@clinique/catalog` (site-facts.ts).
 */
import type { CatalogFacts } from '@clinique/catalog/facts';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { legalRefs, withdrawalFormHref } from '@clinique/catalog/legal';
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
    /** The external booking page (the e-mails' button). */
    bookingUrl: string;
  };
  /** The terms of sale: where they are (site paths) and the version a buyer accepts. */
  terms: {
    path: string;
    version: string;
    /** `/conditions-generales-de-vente#formulaire-de-retractation`. */
    withdrawalFormPath: string;
  };
  /** What the e-mails and the voucher PDF say (catalog `data/emails.ts`). */
  emails: EmailTexts;
  vouchers: {
    offers: readonly VoucherOfferFacts[];
    custom: CustomVoucherFacts;
  };
  /** Labels of the contact form's treatment choices (the form posts the label, or ''). */
  treatmentLabels: readonly string[];
  /** What the pages answering a form sent without JavaScript show (src/forms/). */
  forms: FormFacts;
  /** The API's refusals. */
  api: CatalogFacts['interfaceText']['api'];
  /** Every interface text of the catalog, as the pages have them. */
  texts: CatalogFacts['interfaceText'];
  /** The desk's sign-in e-mail and API answers. */
  desk: CatalogFacts['interfaceText']['desk'];
  /** The treatments a voucher pays for (the desk records one with each use). */
  usableTreatments: readonly string[];
}

export type EmailTexts = CatalogFacts['interfaceText']['emails'];
type VoucherTexts = CatalogFacts['interfaceText']['vouchers'];

/** Labels of the two forms and the texts of the pages that show them again with their errors. */
export interface FormFacts {
  /** Paths of the site's pages: the two forms and the confirmation of a message. */
  paths: { contact: string; vouchers: string; contactThanks: string };
  contact: {
    name: string;
    email: string;
    phone: string;
    treatment: string;
    treatmentPlaceholder: string;
    /** The choices of the form's list: it posts the id (the JSON caller sends the label). */
    treatments: readonly { id: string; label: string }[];
    message: string;
    messageRows: number;
    submit: string;
    requiredHint: string;
  };
  vouchers: {
    from: string;
    to: string;
    email: string;
    amount: string;
    /** "De 30 € à 1 000 €, en euros entiers." (bounds filled in). */
    amountHint: string;
    order: string;
    orderCustom: string;
    /** The acceptance box: "J’accepte les " + link + "". */
    terms: { before: string; link: string; after: string; newTab: string };
    /** The order was sent without the box ticked. */
    termsMissing: string;
  } & Pick<
    VoucherTexts,
    | 'fromHint'
    | 'toHint'
    | 'deliverTo'
    | 'recipientEmail'
    | 'recipientEmailHint'
    | 'deliverOn'
    | 'deliverOnHint'
    | 'message'
    | 'messageHint'
  > & {
      /** The problems of the recipient, the day and the message (`{last}`, `{max}` to fill in). */
      problems: Pick<
        VoucherTexts,
        | 'deliverToInvalid'
        | 'recipientEmailMissing'
        | 'recipientEmailInvalid'
        | 'deliverOnMissing'
        | 'deliverOnInvalid'
        | 'deliverOnPast'
        | 'deliverOnTooLate'
        | 'messageTooLong'
        | 'messageInvalid'
      >;
    };
  pages: {
    contactTitle: string;
    voucherTitle: string;
    intro: string;
    errorsTitle: string;
    unavailableTitle: string;
    unknownVoucher: string;
    backToContact: string;
    backToVouchers: string;
  };
}

export function factsFromCatalog(catalog: CatalogFacts): SiteFacts {
  const { clinic } = catalog;
  return {
    clinic: {
      name: clinic.name,
      email: clinic.email,
      phone: catalog.contactFacts.phone.visible.display,
      street: clinic.address.street,
      postalCode: clinic.address.postalCode,
      city: clinic.address.city,
      doctorName: clinic.doctor.name,
      bookingUrl: clinic.bookingUrl,
    },
    terms: {
      path: legalRefs.cgv.path,
      version: legalRefs.cgv.version,
      withdrawalFormPath: withdrawalFormHref,
    },
    emails: catalog.interfaceText.emails,
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
    forms: formFacts(catalog),
    api: catalog.interfaceText.api,
    texts: catalog.interfaceText,
    desk: catalog.interfaceText.desk,
    usableTreatments: catalog.vouchers.usableTreatments,
  };
}

function formFacts(catalog: CatalogFacts): FormFacts {
  const { contactForm, vouchers, formPages } = catalog.interfaceText;
  return {
    paths: {
      contact: catalog.contact.meta.path,
      vouchers: catalog.vouchers.meta.path,
      contactThanks: catalog.contactThanks.meta.path,
    },
    contact: {
      name: contactForm.name,
      email: contactForm.email,
      phone: contactForm.phone,
      treatment: contactForm.treatment,
      treatmentPlaceholder: contactForm.treatmentPlaceholder,
      treatments: contactForm.treatments.map(({ id, label }) => ({ id, label })),
      message: contactForm.message,
      messageRows: contactForm.messageRows,
      submit: contactForm.submit,
      requiredHint: contactForm.requiredHint,
    },
    vouchers: {
      from: vouchers.from,
      to: vouchers.to,
      email: vouchers.email,
      amount: vouchers.amount,
      amountHint: fillTemplate(vouchers.amountHint, {
        minimum: formatEuros(catalog.vouchers.custom.minimum),
        maximum: formatEuros(catalog.vouchers.custom.maximum),
      }),
      order: vouchers.order,
      orderCustom: vouchers.orderCustom,
      terms: { ...vouchers.terms },
      termsMissing: vouchers.termsMissing,
      fromHint: vouchers.fromHint,
      toHint: vouchers.toHint,
      deliverTo: { ...vouchers.deliverTo },
      recipientEmail: vouchers.recipientEmail,
      recipientEmailHint: vouchers.recipientEmailHint,
      deliverOn: vouchers.deliverOn,
      deliverOnHint: vouchers.deliverOnHint,
      message: vouchers.message,
      messageHint: vouchers.messageHint,
      problems: {
        deliverToInvalid: vouchers.deliverToInvalid,
        recipientEmailMissing: vouchers.recipientEmailMissing,
        recipientEmailInvalid: vouchers.recipientEmailInvalid,
        deliverOnMissing: vouchers.deliverOnMissing,
        deliverOnInvalid: vouchers.deliverOnInvalid,
        deliverOnPast: vouchers.deliverOnPast,
        deliverOnTooLate: vouchers.deliverOnTooLate,
        messageTooLong: vouchers.messageTooLong,
        messageInvalid: vouchers.messageInvalid,
      },
    },
    pages: { ...formPages },
  };
}

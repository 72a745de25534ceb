import { catalog } from '@clinique/catalog';
import { bookingLink, breadcrumbData } from '../../../src/blocks/part-data.ts';
import { addressLines } from '../../../src/labels.ts';
import { pageSeo } from '../../../src/seo/page-seo.ts';

/** Everything the hydrated contact page shows (this data is written into the page). */
export function data() {
  const { contact, clinic, contactFacts, about, interfaceText } = catalog;
  const { success, failure, ...formLabels } = interfaceText.contactForm;
  return {
    seo: pageSeo(contact.meta, contact.faq),
    hero: contact.hero,
    breadcrumb: breadcrumbData(contact.meta.path),
    booking: bookingLink(),
    phone: contactFacts.phone.visible,
    form: {
      title: contact.formTitle,
      intro: contact.formIntro,
      labels: formLabels,
      privacyNotice: contact.formPrivacyNotice,
    },
    notices: { success, failure },
    details: {
      title: contact.detailsTitle,
      address: addressLines(),
      hours: contactFacts.hours.visible,
      closedDays: clinic.closedDays,
      labels: {
        address: interfaceText.address,
        phone: contact.secretariatLabel,
        hours: about.hoursTitle,
      },
    },
    guarantees: {
      title: contact.guaranteesTitle,
      items: contact.guarantees,
      bookingLabel: contact.bookingPlatformLabel,
    },
    faq: { title: contact.faqTitle, items: contact.faq },
    cta: contact.cta,
  };
}

export type Data = ReturnType<typeof data>;

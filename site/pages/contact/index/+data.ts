import { catalog } from '@clinique/catalog';
import { bookingLink, breadcrumbData, contactDetails } from '../../../src/part-data.ts';
import { pageSeo } from '../../../src/seo/page-seo.ts';

export function data() {
  const { contact, interfaceText } = catalog;
  const { success, failure, ...formLabels } = interfaceText.contactForm;
  return {
    seo: pageSeo(contact.meta, contact.faq),
    hero: contact.hero,
    breadcrumb: breadcrumbData(contact.meta.path),
    booking: bookingLink(),
    form: {
      title: contact.formTitle,
      intro: contact.formIntro,
      labels: formLabels,
      privacyNotice: contact.formPrivacyNotice,
    },
    notices: { success, failure },
    detailsTitle: contact.detailsTitle,
    contactDetails: contactDetails(),
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

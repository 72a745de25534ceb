/**
 * The confirmation after a contact message sent before the page's script ran (/contact/merci): the
 * API answers the form with a redirection here. With JavaScript, a notice on /contact says the same.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { ContactThanksPage } from '../../schemas/pages.ts';

export default {
  title: 'Message envoyé !',
  message:
    'Merci pour votre message. Nous vous recontacterons dans les plus brefs délais. Pour une question urgente, appelez le secrétariat médical.',
  homeLabel: 'Retour à l’accueil',
  contactLabel: 'Écrire un autre message',
  meta: {
    title: 'Message envoyé',
    description:
      'Votre message a bien été envoyé au centre : nous vous recontacterons dans les plus brefs délais.',
    keywords: ['contact', 'message envoyé', 'confirmation'],
    path: '/contact/merci',
    image: {
      src: '/images/hero/contact.svg',
      alt: 'Illustration abstraite : enveloppe et bulle de dialogue aux tons doux',
    },
  },
} satisfies DataFile<typeof ContactThanksPage>;

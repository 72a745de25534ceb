/**
 * The contact page (/contact): hero with booking and phone buttons, the contact form, the details card
 * (address, medical secretariat phone, opening hours), three guarantees, four FAQ items, call to action.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { ContactPage } from '../../schemas/pages.ts';

export default {
  hero: {
    badge: 'Contact',
    title: 'Contactez le centre',
    intro:
      'Une question sur un traitement, un tarif ou une contre-indication ? Écrivez-nous, appelez le secrétariat médical ou prenez directement rendez-vous en ligne.',
    images: [
      {
        src: '/images/hero/contact.svg',
        alt: 'Illustration abstraite : enveloppe et bulle de dialogue aux tons doux',
      },
    ],
    booking: true,
  },
  formTitle: 'Envoyez-nous un message',
  formIntro:
    'Décrivez votre demande : nous vous répondons dans les meilleurs délais. Ne transmettez pas d’informations médicales détaillées par ce formulaire ; elles seront abordées en consultation.',
  formPrivacyNotice: {
    text: 'Vos informations servent uniquement à vous répondre : elles sont envoyées par e-mail au cabinet et ne sont jamais cédées.',
    link: { label: 'Vos données et vos droits', href: '/politique-de-confidentialite' },
  },
  detailsTitle: 'Nos coordonnées',
  secretariatLabel: 'Secrétariat médical',
  guaranteesTitle: 'Nos engagements',
  guarantees: [
    {
      icon: 'shield',
      title: 'Sécurité médicale',
      description:
        'Une consultation médicale avant tout traitement, la recherche des contre-indications et des appareils médicaux contrôlés.',
    },
    {
      icon: 'stethoscope',
      title: 'Suivi personnalisé',
      description: 'Un protocole adapté à votre peau et un suivi post-traitement inclus.',
    },
    {
      icon: 'calendar',
      title: 'Flexibilité',
      description:
        'Rendez-vous du lundi au samedi, réservation en ligne ou par téléphone, paiement en plusieurs fois possible.',
    },
  ],
  bookingPlatformLabel: 'Réserver sur la plateforme de rendez-vous',
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      question: 'La consultation est-elle obligatoire avant un traitement ?',
      answer:
        'Oui. Une consultation médicale est obligatoire avant tout traitement. Elle dure 30 minutes et coûte 50 €, montant déduit ensuite des premiers soins.',
    },
    {
      question: 'Comment prendre rendez-vous ?',
      answer:
        'En ligne, sur la plateforme de rendez-vous, à tout moment, ou par téléphone auprès du secrétariat médical, du lundi au vendredi de 9 h à 19 h et le samedi de 8 h à 12 h. Les consultations ont lieu uniquement sur rendez-vous.',
    },
    {
      question: 'Puis-je payer en plusieurs fois ?',
      answer:
        'Oui, le paiement en plusieurs fois est possible. Les modalités sont précisées avec le devis personnalisé remis lors de la consultation.',
    },
    {
      question: 'Quand recevrai-je une réponse à mon message ?',
      answer:
        'Nous vous recontactons dans les plus brefs délais, par e-mail ou par téléphone si vous l’avez indiqué. Pour une question urgente, appelez le secrétariat.',
    },
  ],
  cta: {
    title: 'Prêt(e) à prendre rendez-vous ?',
    text: 'Réservez votre consultation en ligne ou appelez le secrétariat médical.',
    booking: true,
  },
  meta: {
    title: 'Contact et rendez-vous',
    description:
      'Contactez le centre de médecine laser près de Lyon (69400) : formulaire, téléphone du secrétariat médical, horaires et prise de rendez-vous en ligne.',
    keywords: [
      'contact',
      'rendez-vous',
      'médecine laser',
      'centre laser Lyon',
      'Villefranche-sur-Saône',
      'consultation esthétique',
    ],
    path: '/contact',
    image: {
      src: '/images/hero/contact.svg',
      alt: 'Illustration abstraite : enveloppe et bulle de dialogue aux tons doux',
    },
  },
} satisfies DataFile<typeof ContactPage>;

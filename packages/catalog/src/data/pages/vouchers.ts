/**
 * The gift-voucher page (/bons-cadeaux): the three fixed vouchers, the custom-amount voucher rule, the
 * treatments a voucher pays for, the claims, three benefit blocks and the closing block (its button
 * scrolls to the Bon Éclat card). The payment function prices orders from this file.
 */
import type { DataFile } from '../../schemas/data-file.ts';
import type { VouchersPage } from '../../schemas/pages.ts';

export default {
  hero: {
    badge: 'Bons cadeaux',
    title: 'Offrez un moment de soin',
    intro:
      'Un bon cadeau à utiliser sur l’ensemble des soins du centre : à offrir pour un anniversaire, une fête ou simplement pour faire plaisir. Commande en ligne et paiement sécurisé.',
    images: [
      {
        src: '/images/hero/bons-cadeaux.svg',
        alt: 'Illustration abstraite : carte cadeau nouée d’un ruban aux tons doux',
      },
    ],
    booking: false,
  },
  offersTitle: 'Choisissez votre bon cadeau',
  offers: [
    {
      id: 'decouverte',
      title: 'Bon Découverte',
      subtitle: 'Pour une première expérience',
      price: 50,
      originalPrice: 75,
      description:
        'Idéal pour découvrir le centre : il peut régler la consultation médicale ou une partie d’un premier soin.',
      includes: [
        'Bon cadeau de 50 €',
        'Utilisable sur tous les soins et consultations',
        'Valable 6 mois',
        'Envoyé par e-mail',
      ],
      popular: false,
      validityMonths: 6,
      colour: 'sand',
    },
    {
      id: 'eclat',
      title: 'Bon Éclat',
      subtitle: 'Pour un soin complet',
      price: 150,
      originalPrice: 200,
      description:
        'De quoi régler, par exemple, un peeling au rétinol ou une séance d’épilation laser sur une zone, après la consultation médicale.',
      includes: [
        'Bon cadeau de 150 €',
        'Utilisable sur tous les soins et consultations',
        'Valable 12 mois',
        'Envoyé par e-mail',
      ],
      popular: true,
      validityMonths: 12,
      colour: 'teal',
    },
    {
      id: 'premium',
      title: 'Bon Premium',
      subtitle: 'Pour un traitement d’exception',
      price: 300,
      originalPrice: 400,
      description:
        'Pour offrir un traitement plus complet, comme une séance de cryolipolyse ou de laser CO2, ou plusieurs soins.',
      includes: [
        'Bon cadeau de 300 €',
        'Utilisable sur tous les soins et consultations',
        'Valable 12 mois',
        'Envoyé par e-mail',
      ],
      popular: false,
      validityMonths: 12,
      colour: 'ink',
    },
  ],
  custom: {
    title: 'Bon Personnalisé',
    subtitle: 'Le montant de votre choix',
    description:
      'Choisissez librement le montant du bon, de 30 € à 1 000 €. Il se déduit de tous les soins et consultations du centre.',
    giftType: 'Personnalisé',
    minimum: 30,
    maximum: 1000,
    validityMonths: 12,
  },
  usableTitle: 'Utilisable sur nos soins',
  usableTreatments: [
    'HydraFacial',
    'Peeling chimique',
    'LED thérapie',
    'Morpheus8',
    'Cryolipolyse',
    'Épilation laser',
    'Mésothérapie',
    'Consultations',
  ],
  claims: [
    'Envoyé par e-mail au format PDF : à vous, pour l’offrir en main propre, ou directement au bénéficiaire, le jour de votre choix',
    'Un message personnel de votre part, imprimé sur le bon',
    'Utilisable sur tous les soins du centre',
    'Valable 12 mois (6 mois pour le Bon Découverte)',
  ],
  benefits: [
    {
      icon: 'gift',
      title: 'Un cadeau qui fait du bien',
      description:
        'Offrez un moment pour soi, choisi par la personne qui le reçoit parmi l’ensemble des soins du centre.',
    },
    {
      icon: 'stethoscope',
      title: 'Un cadre médical',
      description:
        'Chaque soin commence par une consultation médicale, qui vérifie que le traitement choisi est adapté et sans contre-indication.',
    },
    {
      icon: 'zap',
      title: 'Simple et rapide',
      description:
        'Commande en ligne et paiement sécurisé par carte. Le bon vous est envoyé par e-mail dans les minutes qui suivent ; si vous le souhaitez, nous l’envoyons au bénéficiaire le matin du jour choisi (un anniversaire, une fête), avec votre message, et vous en recevez une copie.',
    },
  ],
  closingTitle: 'Vous hésitez encore ?',
  closingText:
    'Le Bon Éclat est notre bon le plus populaire : 150 € à utiliser sur le soin de son choix, pendant 12 mois.',
  closingLabel: 'Choisir le Bon Éclat',
  meta: {
    title: 'Bons cadeaux soins esthétiques et laser',
    description:
      'Offrez un bon cadeau utilisable sur tous les soins du centre de médecine laser près de Lyon : 50 €, 150 €, 300 € ou le montant de votre choix.',
    keywords: [
      'bon cadeau',
      'carte cadeau soin',
      'bon cadeau esthétique',
      'cadeau bien-être',
      'médecine esthétique',
      'Lyon',
    ],
    path: '/bons-cadeaux',
    image: {
      src: '/images/hero/bons-cadeaux.svg',
      alt: 'Illustration abstraite : carte cadeau nouée d’un ruban aux tons doux',
    },
  },
} satisfies DataFile<typeof VouchersPage>;

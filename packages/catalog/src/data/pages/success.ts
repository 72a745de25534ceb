/** The payment confirmation page (/success): message, reference, buttons, countdown before going home. */
import type { DataFile } from '../../schemas/data-file.ts';
import type { SuccessPage } from '../../schemas/pages.ts';

export default {
  title: 'Paiement Confirmé !',
  message:
    'Merci pour votre commande. Vous allez recevoir dans quelques minutes un e‑mail de confirmation contenant votre bon cadeau.',
  /** Shown with the voucher's code once the payment is confirmed (the code of the e-mail). */
  referenceLabel: 'Code de votre bon cadeau',
  /** While the code cannot be shown (payment still being confirmed, or unreachable service). */
  referencePending: 'Le code de votre bon figurera dans l’e‑mail de confirmation.',
  /** U+2011 (non-breaking hyphen) in « e‑mail »: never broken across two lines. */
  recap: {
    title: 'Votre commande',
    voucher: 'Bon cadeau',
    amount: 'Montant',
    recipient: 'Pour',
    sending: 'Envoi',
    sendingDelivery: 'par e‑mail à {email}, le {date}',
    sendingSelf: 'à imprimer ou transférer vous‑même',
    nextDelivery:
      'Une copie du bon vous arrive par e‑mail dès maintenant. Nous l’enverrons à son bénéficiaire le jour choisi, puis vous confirmerons son envoi.',
    nextSelf:
      'Votre bon arrive par e‑mail au format PDF : imprimez‑le ou transférez‑le à son bénéficiaire. Il se présente au centre lors du rendez‑vous.',
  },
  homeLabel: 'Retour à l’accueil',
  callLabel: 'Appeler le centre',
  countdownText: {
    one: 'Vous allez être redirigé vers l’accueil dans {seconds} seconde…',
    other: 'Vous allez être redirigé vers l’accueil dans {seconds} secondes…',
  },
  redirectDelaySeconds: 5,
  stayLabel: 'Rester sur cette page',
  stayedText: 'Redirection annulée : vous restez sur cette page.',
  meta: {
    title: 'Paiement confirmé',
    description:
      'Votre paiement est confirmé : votre bon cadeau vous sera envoyé par e-mail dans quelques minutes.',
    keywords: ['paiement confirmé', 'bon cadeau', 'commande', 'confirmation'],
    path: '/success',
    image: {
      src: '/images/hero/bons-cadeaux.svg',
      alt: 'Illustration abstraite : carte cadeau nouée d’un ruban aux tons doux',
    },
  },
} satisfies DataFile<typeof SuccessPage>;

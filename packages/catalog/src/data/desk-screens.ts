/**
 * The screens of the clinic's desk (/espace-clinique): sign-in, the link page, look-up, the
 * voucher card and the record-a-use form. The API's own answers are in `interface.ts` (`desk`).
 * Placeholders: {email}, {date}, {balance}, {amount}, {treatment}, {actor}.
 */
import type { DataFile } from '../schemas/data-file.ts';
import type { DeskScreens } from '../schemas/desk.ts';

export default {
  meta: {
    title: 'Espace clinique',
    description:
      'Espace réservé à l’équipe de la clinique : vérifier un bon cadeau et enregistrer son utilisation.',
  },
  title: 'Espace clinique',
  intro:
    'Réservé à l’équipe de la clinique : vérifier un bon cadeau et enregistrer son utilisation.',
  checking: 'Vérification de votre session…',
  failure: 'Le service ne répond pas. Vérifiez la connexion, puis réessayez.',
  signIn: {
    title: 'Connexion',
    intro:
      'Saisissez votre adresse e-mail professionnelle : vous recevrez un lien de connexion valable 15 minutes.',
    emailLabel: 'Adresse e-mail',
    submit: 'Recevoir un lien de connexion',
    busy: 'Envoi en cours…',
    sentTitle: 'Consultez votre boîte de réception',
    restart: 'Utiliser une autre adresse',
  },
  link: {
    title: 'Ouvrir votre session',
    intro: 'Pour vous connecter à l’espace clinique sur cet appareil, cliquez sur le bouton.',
    submit: 'Se connecter',
    busy: 'Connexion…',
    missing: 'Ce lien de connexion est incomplet. Demandez-en un nouveau.',
    restart: 'Demander un nouveau lien',
  },
  session: {
    signedInAs: 'Connecté en tant que {email}',
    signOut: 'Se déconnecter',
    busy: 'Déconnexion…',
  },
  lookup: {
    title: 'Rechercher un bon cadeau',
    codeLabel: 'Code du bon cadeau',
    codeHint: 'Par exemple BC-7KQ2M9XRTP : majuscules, minuscules et espaces sont acceptés.',
    submit: 'Rechercher',
    busy: 'Recherche…',
  },
  voucher: {
    amount: 'Montant',
    balance: 'Solde',
    validity: 'Validité',
    validUntil: 'Valable jusqu’au {date}',
    expiredOn: 'Expiré le {date}',
    issuedOn: 'Émis le {date}',
    buyer: 'Acheteur',
    recipient: 'Bénéficiaire',
    status: 'Statut',
    statuses: {
      active: 'Utilisable',
      used: 'Entièrement utilisé',
      void: 'Annulé',
      expired: 'Expiré',
    },
    historyTitle: 'Historique',
    historyBy: '{date}, par {actor}',
    actors: { stripe: 'le paiement en ligne', system: 'le site' },
    events: {
      issued: 'Bon émis',
      emailed: 'Envoyé par e-mail à l’acheteur',
      clinic_notified: 'Clinique prévenue de la vente',
      email_failed: 'Échec d’envoi de l’e-mail',
      fulfilment_failed: 'Envoi abandonné',
      used: 'Utilisation',
      use_reversed: 'Utilisation annulée',
      voided: 'Bon annulé',
      partially_refunded: 'Remboursement partiel',
      resent: 'E-mail renvoyé',
    },
    reverse: 'Annuler cette utilisation',
    reverseConfirm: 'Annuler l’utilisation de {amount} ? Le solde reviendra à {balance}.',
    reverseYes: 'Oui, annuler l’utilisation',
    reverseNo: 'Non, la garder',
    reverseBusy: 'Annulation…',
    reversed: 'Utilisation de {amount} annulée : le solde est de {balance}.',
  },
  void: {
    title: 'Annuler le bon',
    reasonLabel: 'Raison de l’annulation',
    reasonHint: 'Obligatoire, de 3 à 300 caractères : par exemple « Remboursé au client ».',
    review: 'Annuler le bon',
    confirmTitle: 'Confirmer l’annulation',
    confirmText:
      'Annuler définitivement ce bon ? Son solde de {balance} ne pourra plus être utilisé.',
    confirm: 'Oui, annuler le bon',
    back: 'Non, le garder',
    busy: 'Annulation…',
    done: 'Le bon est annulé.',
  },
  resend: {
    title: 'Renvoyer le bon par e-mail',
    emailLabel: 'Adresse e-mail (facultatif)',
    emailHint: 'Laissez vide pour l’envoyer à l’acheteur ({email}).',
    submit: 'Renvoyer le bon',
    busy: 'Envoi…',
    sent: 'Bon renvoyé à {email}.',
  },
  use: {
    title: 'Enregistrer une utilisation',
    amountLabel: 'Montant utilisé, en euros',
    amountHint: 'Au plus {balance}, centimes après une virgule (par exemple 40,50).',
    treatmentLabel: 'Soin',
    treatmentPlaceholder: 'Choisissez un soin',
    noteLabel: 'Note (facultatif)',
    review: 'Vérifier',
    confirmTitle: 'Confirmer l’utilisation',
    confirmText: 'Déduire {amount} pour « {treatment} » ? Il restera {balance}.',
    confirm: 'Confirmer',
    busy: 'Enregistrement…',
    back: 'Modifier',
    recorded: 'Utilisation de {amount} enregistrée : il reste {balance}.',
    closed: 'Ce bon ne peut plus être utilisé : aucune utilisation à enregistrer.',
  },
} satisfies DataFile<typeof DeskScreens>;

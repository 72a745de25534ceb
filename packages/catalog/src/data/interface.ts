/**
 * Fixed interface text: buttons, price-table headings, the contact form (labels, the ten treatment
 * choices, notices) and the gift-voucher cards (labels, busy state, notices). Labels the specification
 * gives are written exactly as it gives them. Placeholders: {amount}, {months}, {seconds}.
 */
import api from './api.ts';
import emails from './emails.ts';
import type { DataFile } from '../schemas/data-file.ts';
import type { InterfaceText } from '../schemas/site.ts';

export default {
  learnMore: 'En savoir plus',
  discover: 'Découvrir nos soins',
  showPrices: 'Voir les Tarifs',
  hidePrices: 'Masquer les Tarifs',
  showOurPrices: 'Voir nos Tarifs',
  pricePanelTitle: 'Nos tarifs',
  fromPrefix: 'À partir de',
  oneSession: '1 séance',
  threeSessions: '3 séances',
  perSessionPrefix: 'Par séance',
  savingPrefix: 'Économie',
  zone: 'Zone',
  price: 'Prix',
  duration: 'Durée',
  sessions: 'Séances',
  sessionBreakdown: 'soit {perSession} la séance · {saving} d’économie',
  zones: 'Zones traitables',
  packageSaving: 'Économisez {amount}',
  packageSeparatePrice: 'au lieu de {amount}',
  rating: 'Note : {rating} sur 5',
  driveTime: '{minutes} min en voiture',
  step: 'Étape',
  newTab: '(nouvel onglet)',
  mainNavigation: 'Navigation principale',
  before: 'Avant',
  after: 'Après',
  popular: 'Populaire',
  address: 'Adresse',
  showDetails: 'Voir le détail',
  legalPage: {
    tableOfContents: 'Sommaire',
    updated: 'Dernière mise à jour : {date}',
    version: 'Version du {date}',
  },
  contactForm: {
    name: 'Nom complet *',
    email: 'Email *',
    phone: 'Téléphone',
    treatment: 'Traitement',
    treatmentPlaceholder: 'Sélectionnez un traitement',
    treatments: [
      { id: 'hydrafacial', label: 'HydraFacial' },
      { id: 'mesotherapie', label: 'Mésothérapie NCTF 135' },
      { id: 'peeling-retinol', label: 'Peeling au Rétinol' },
      { id: 'laser-co2', label: 'Laser CO2' },
      { id: 'cryolipolyse', label: 'Cryolipolyse' },
      { id: 'morpheus8', label: 'Morpheus 8' },
      { id: 'epilation-laser', label: 'Épilation Laser' },
      { id: 'varicosites', label: 'Traitement Varicosités' },
      { id: 'detatouage', label: 'Détatouage' },
      { id: 'autre', label: 'Autre/Consultation générale' },
    ],
    message: 'Message *',
    messageRows: 5,
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    requiredHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    success: {
      title: 'Message envoyé !',
      description: 'Nous vous recontacterons dans les plus brefs délais.',
    },
    failure: {
      title: 'Erreur',
      description: 'Erreur lors de l’envoi du message. Veuillez réessayer.',
    },
  },
  vouchers: {
    from: 'De',
    to: 'Pour',
    email: 'Votre e-mail (pour recevoir le bon)',
    /** Under "De" and "Pour": what the names are for. */
    fromHint: 'Votre nom, tel qu’il sera imprimé sur le bon.',
    toHint: 'Le prénom ou le nom de la personne à qui vous l’offrez, imprimé sur le bon.',
    /** Who receives the voucher: the buyer (the default) or the recipient, by e-mail. */
    deliverTo: {
      legend: 'Qui reçoit le bon ?',
      buyer: 'Moi, je l’offrirai moi-même',
      recipient: 'Le bénéficiaire, par e-mail',
    },
    recipientEmail: 'E-mail du bénéficiaire',
    recipientEmailHint:
      'Nous lui enverrons le bon à cette adresse le jour choisi ; vous en recevrez une copie.',
    deliverOn: 'Date d’envoi',
    deliverOnHint:
      'Aujourd’hui par défaut, ou le jour de votre choix avant la fin de validité du bon.',
    message: 'Message personnel (facultatif)',
    messageHint: 'Il figurera sur le bon et dans l’e-mail. Les retours à la ligne sont conservés.',
    /** The live count under the message: shown "{count} / {max}", read as the spoken form. */
    messageCount: '{count} / {max}',
    messageCountSpoken: {
      one: '{count} caractère sur {max}',
      other: '{count} caractères sur {max}',
    },
    /** The new fields' problems (the page's checks and the payment function's). */
    deliverToInvalid: 'Choisissez qui reçoit le bon : vous-même ou le bénéficiaire, par e-mail.',
    recipientEmailMissing:
      'Indiquez l’adresse e-mail du bénéficiaire, ou choisissez « Moi, je l’offrirai moi-même ».',
    recipientEmailInvalid:
      'L’adresse e-mail du bénéficiaire n’est pas valide (exemple : prenom.nom@exemple.fr).',
    deliverOnMissing: 'Choisissez la date à laquelle le bon sera envoyé au bénéficiaire.',
    deliverOnInvalid:
      'La date d’envoi n’est pas une date valide : choisissez-la dans le calendrier.',
    deliverOnPast: 'La date d’envoi est passée : choisissez aujourd’hui ou un jour à venir.',
    /** `{last}`: the voucher's last day of validity, in words. */
    deliverOnTooLate:
      'La date d’envoi doit tomber pendant la validité du bon, au plus tard le {last}.',
    /** `{max}`: the limit (300). */
    messageTooLong: 'Le message personnel ne doit pas dépasser {max} caractères.',
    /** `{max}`: the most lines (10). */
    messageTooManyLines:
      'Le message personnel tient en {max} lignes au plus : retirez quelques retours à la ligne.',
    messageInvalid: 'Le message personnel contient des caractères non autorisés.',
    order: 'Commander ce Bon',
    orderCustom: 'Commander ce Bon Personnalisé',
    processing: 'Traitement...',
    amount: 'Montant du bon (€)',
    /** Under the custom amount: its bounds (`{minimum}`, `{maximum}`, formatted in euros). */
    amountHint: 'De {minimum} à {maximum}, en euros entiers.',
    amountMissing: 'Saisissez le montant du bon, en euros.',
    notANumber: 'Saisissez le montant en chiffres, par exemple 80.',
    notWhole: 'Le montant d’un bon est un nombre entier d’euros, sans centimes : par exemple 80.',
    belowMinimum: 'Le montant minimum d’un bon cadeau est de {minimum}.',
    aboveMaximum: 'Le montant maximum d’un bon cadeau est de {maximum}.',
    previewEmpty: 'Saisissez un montant pour voir l’aperçu de votre bon cadeau.',
    preview: 'Bon cadeau de {amount}',
    validity: 'Valable {months} mois',
    /** The acceptance box of every order form: "J’accepte les" + " " + link + "". */
    terms: {
      before: 'J’accepte les',
      link: 'conditions générales de vente',
      after: '',
      newTab: '(s’ouvre dans un nouvel onglet)',
    },
    termsMissing:
      'Cochez la case « J’accepte les conditions générales de vente » pour commander votre bon.',
    missing: {
      title: 'Informations manquantes',
      description: 'Veuillez renseigner tous les champs requis',
    },
    paymentFailed: {
      title: 'Erreur',
      description: 'Impossible de créer le paiement. Veuillez réessayer.',
    },
    cancelled: {
      title: 'Paiement annulé',
      description:
        'Aucun montant n’a été débité. Vous pouvez reprendre votre commande quand vous le souhaitez.',
    },
    paymentOpened: {
      title: 'Paiement ouvert dans un nouvel onglet',
      text: 'Terminez votre paiement dans l’onglet qui vient de s’ouvrir ; votre commande reste remplie ici.',
      reopen: 'Rouvrir la page de paiement',
    },
    popupBlocked: {
      title: 'Redirection vers le paiement',
      description:
        'Votre navigateur a bloqué l’ouverture d’un nouvel onglet : la page de paiement sécurisé s’ouvre dans cet onglet.',
    },
  },
  share: {
    copied: {
      title: 'Lien copié !',
      description: 'Le lien de l’article a été copié dans le presse-papiers.',
    },
  },
  emails,
  api,
  formPages: {
    contactTitle: 'Votre message n’a pas encore été envoyé',
    voucherTitle: 'Votre commande n’a pas encore été validée',
    intro:
      'Vos informations ont été conservées : corrigez le ou les points signalés, puis envoyez de nouveau le formulaire.',
    errorsTitle: 'À corriger',
    unavailableTitle: 'Le service est momentanément indisponible',
    unknownVoucher: 'Ce bon cadeau n’existe pas. Choisissez un bon sur la page des bons cadeaux.',
    backToContact: 'Retour à la page Contact',
    backToVouchers: 'Retour aux bons cadeaux',
  },
  desk: {
    signInSubject: 'Votre lien de connexion à l’espace clinique',
    signInIntro:
      'Voici votre lien de connexion à l’espace clinique. Il est valable {minutes} minutes et ne sert qu’une fois.',
    signInButton: 'Me connecter à l’espace clinique',
    signInIgnore:
      'Si vous n’avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce lien.',
    signInSent:
      'Si cette adresse fait partie de l’équipe, un lien de connexion vient d’y être envoyé. Il est valable 15 minutes.',
    signInInvalidEmail: 'Saisissez une adresse e-mail valide, par exemple prenom@clinique.fr.',
    signInTooMany:
      'Trop de demandes de connexion depuis cet appareil en peu de temps. Réessayez à partir de {time}.',
    linkExpired:
      'Ce lien de connexion a expiré ou a déjà servi. Demandez-en un nouveau ci-dessous.',
    signedOut: 'Vous êtes déconnecté de l’espace clinique.',
    unauthenticated: 'Votre session a expiré. Connectez-vous pour continuer.',
    unknownVoucher: 'Aucun bon cadeau ne porte ce code. Vérifiez-le, lettre par lettre.',
    invalidCode:
      'Un code de bon cadeau s’écrit BC- suivi de 10 lettres et chiffres, par exemple BC-7KQ2M9XRTP.',
    invalidCodeCharacter:
      'Les codes n’utilisent jamais les caractères 0, O, 1, I, L et U : relisez sur le bon le caractère « {character} ».',
    invalidAmount:
      'Saisissez un montant en euros supérieur à zéro, avec au plus deux décimales (par exemple 45 ou 45,50).',
    unknownTreatment: 'Choisissez le soin dans la liste.',
    noteTooLong: 'La note ne peut pas dépasser 300 caractères.',
    treatments: [
      'Consultations',
      'CoolPeel',
      'Cryolipolyse',
      'Détatouage laser',
      'Épilation laser',
      'HydraFacial',
      'Laser CO2 fractionné',
      'LED Miltaderm',
      'LED thérapie',
      'Lésions pigmentaires',
      'Mésothérapie',
      'Mésothérapie NCTF 135',
      'Morpheus 8',
      'Peeling au Rétinol',
      'Peeling chimique',
    ],
    otherTreatment: 'Autre (préciser dans la note)',
    otherNeedsNote: 'Précisez le soin dans la note.',
    balanceChanged:
      'Le solde de ce bon a changé entre-temps : il reste {balance}. Vérifiez avant de recommencer.',
    busy: 'Ce bon est modifié au même moment sur un autre poste : rien n’a été enregistré, réessayez.',
    refusals: {
      void: 'Ce bon cadeau est annulé : il ne peut plus être utilisé.',
      used: 'Ce bon cadeau a déjà été entièrement utilisé.',
      expired: 'Ce bon cadeau a expiré : il ne peut plus être utilisé.',
      over_balance: 'Le montant dépasse le solde du bon.',
      invalid_amount: 'Ce montant ne peut pas être enregistré.',
      unknown_use: 'Cette utilisation n’existe pas dans l’historique du bon.',
      already_reversed: 'Cette utilisation a déjà été annulée.',
      reverse_too_late:
        'Une utilisation ne peut être annulée que dans les 24 heures. Au-delà, contactez le gestionnaire du site.',

      no_delivery:
        'Ce bon a été envoyé à l’acheteur : il n’a pas d’envoi au bénéficiaire à modifier.',
      already_delivered:
        'Ce bon a déjà été envoyé au bénéficiaire : utilisez « Renvoyer au bénéficiaire ».',
      leased: 'Le bon est en cours d’envoi. Réessayez dans une minute.',
      invalid_date: 'Choisissez une date d’envoi entre aujourd’hui et la fin de validité du bon.',
      not_scheduled:
        'Ce bon n’a pas d’envoi à venir : il a déjà été envoyé, ou il part aujourd’hui.',
      not_sent:
        'Ce bon n’a pas encore été envoyé au bénéficiaire : rien à renvoyer pour l’instant.',
      disputed:
        'L’acheteur conteste ce paiement auprès de sa banque : n’acceptez pas ce bon tant que la contestation n’est pas close, et prévenez le responsable du centre.',
      send_now:
        'L’envoi au bénéficiaire est prévu un autre jour : pour l’avancer à aujourd’hui, utilisez « Envoyer maintenant », qui prévient l’acheteur.',
    },
    resendTooMany:
      'Ce bon a déjà été envoyé {limit} fois aujourd’hui : réessayez demain, ou appelez l’acheteur.',
    resendStaffTooMany:
      'Vous avez déjà renvoyé {limit} bons aujourd’hui : réessayez demain, ou demandez à un collègue.',
    buyerNotices: {
      earlySubject: 'Votre bon cadeau est parti plus tôt que prévu',
      earlyText:
        'La clinique a envoyé aujourd’hui votre bon cadeau « {title} » à {email}, au lieu du {date} prévu. Pour toute question, appelez-nous.',
      newAddressSubject: 'Votre bon cadeau a été envoyé à une nouvelle adresse',
      newAddressText:
        'La clinique a envoyé votre bon cadeau « {title} » à l’adresse {email}. Si vous n’en êtes pas à l’origine, appelez-nous.',
    },
    voidReasonMissing: 'Indiquez la raison de l’annulation (3 à 300 caractères).',
    resendInvalidEmail: 'Saisissez une adresse e-mail valide pour le renvoi.',
    deliveryInvalidEmail:
      'Saisissez l’adresse e-mail du bénéficiaire, par exemple prenom@exemple.fr.',
    deliveryInvalidDate: 'Saisissez la date d’envoi au format AAAA-MM-JJ.',
    invalidFilter: 'Ce filtre n’est pas valide : vérifiez le statut et les dates (AAAA-MM-JJ).',
    exportColumns: {
      code: 'Code',
      status: 'Statut',
      offer: 'Bon',
      issuedAt: 'Vendu le',
      validUntil: 'Valable jusqu’au',
      amount: 'Montant (€)',
      used: 'Utilisé (€)',
      refunded: 'Remboursé (€)',
      /** The rest of a voucher voided because the buyer's bank won a dispute. */
      chargedBack: 'Repris par la banque (€)',
      writtenOff: 'Annulé ou expiré (€)',
      balance: 'Solde dû (€)',
      buyerName: 'Acheteur',
      buyerEmail: 'E-mail de l’acheteur',
      recipientName: 'Bénéficiaire',
      payment: 'Paiement Stripe',
    },
    usesColumns: {
      date: 'Date',
      code: 'Code',
      offer: 'Bon',
      treatment: 'Soin',
      note: 'Note',
      amount: 'Montant (€)',
      staff: 'Enregistré par',
      reversedAt: 'Annulée le',
      reversedBy: 'Annulée par',
    },
    usesReversalNote: 'Annulation de l’utilisation du {date}',
  },
} satisfies DataFile<typeof InterfaceText>;

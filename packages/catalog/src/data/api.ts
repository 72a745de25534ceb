/**
 * What the API answers when it refuses a request: the visitor reads these sentences beside the form
 * (or on the page a form sent without JavaScript gets back). `{label}` is a field's name.
 */
import type { DataFile } from '../schemas/data-file.ts';
import type { ApiText } from '../schemas/site.ts';

export default {
  request: {
    notAnObject: 'La requête doit contenir un objet JSON.',
    fieldMissing: 'Le champ « {name} » est manquant.',
    notText: 'Le champ « {label} » doit être un texte.',
    oneLine: 'Le champ « {label} » doit tenir sur une seule ligne, sans caractère de contrôle.',
    forbiddenCharacters: 'Le champ « {label} » contient des caractères non autorisés.',
    invisibleCharacters:
      'Le champ « {label} » contient des caractères invisibles (mise en forme ou sens d’écriture) : retirez-les, par exemple en le saisissant de nouveau.',
    tooFewVisible: 'Le champ « {label} » doit contenir au moins un caractère visible.',
    required: 'Veuillez renseigner le champ « {label} ».',
    tooLong: 'Le champ « {label} » ne doit pas dépasser {max} caractères.',
    emailMissing: 'Veuillez renseigner votre adresse e-mail.',
    emailTooLong: 'L’adresse e-mail ne doit pas dépasser {max} caractères.',
    emailInvalid: 'L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).',
    invalid: 'Requête invalide.',
    forbiddenOrigin: 'Cette requête n’est pas autorisée depuis ce site.',
    notThroughSite: 'Cette adresse n’est accessible qu’à travers le site.',
    tooLarge: 'La requête est trop volumineuse ({size} Ko au plus).',
    methodNotAllowed: 'Méthode non autorisée : utilisez {method}.',
    unsupportedType:
      'Le contenu de la requête doit être envoyé au format JSON ou comme un formulaire (application/x-www-form-urlencoded).',
    jsonOnly: 'Le contenu de la requête doit être envoyé au format JSON (application/json).',
    invalidJson: 'Le contenu de la requête n’est pas un JSON valide.',
    notFound: 'Cette adresse n’existe pas.',
    internalError: 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.',
    unavailable:
      'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  },
  contact: {
    labels: {
      name: 'Nom complet',
      email: 'Email',
      phone: 'Téléphone',
      traitement: 'Traitement',
      message: 'Message',
    },
    nameMissing: 'Veuillez indiquer votre nom.',
    phoneInvalid:
      'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) . - /.',
    treatmentInvalid: 'Veuillez choisir un traitement dans la liste.',
    messageMissing: 'Veuillez écrire votre message.',
    unavailable:
      'Votre message n’a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques instants ou nous appeler au {phone}.',
  },
  payment: {
    labels: {
      giftType: 'Type de bon',
      senderName: 'De',
      recipientName: 'Pour',
      email: 'Email',
      recipientEmail: 'E-mail du bénéficiaire',
      message: 'Message personnel',
    },
    amountNotNumber: 'Le montant doit être un nombre.',
    giftTypeMissing: 'Veuillez choisir un bon cadeau.',
    senderNameMissing: 'Veuillez indiquer le nom de la personne qui offre le bon (champ « De »).',
    recipientNameMissing:
      'Veuillez indiquer le nom de la personne qui reçoit le bon (champ « Pour »).',
    attemptNotText: 'L’identifiant de la commande doit être un texte.',
    attemptInvalid:
      'L’identifiant de la commande est invalide : rechargez la page, puis commandez de nouveau.',
    unavailable:
      'Impossible de créer le paiement pour le moment. Veuillez réessayer dans quelques instants.',
    unknownGiftType: 'Ce bon cadeau n’existe pas.',
    /** `{title}` and `{price}` of the offer. */
    amountMismatch: 'Le montant ne correspond pas au prix du {title} ({price}).',
    /** A name or message the printed voucher cannot draw: `{label}` of the field, `{characters}`. */
    unprintable:
      'Le bon imprimé ne peut pas reproduire certains caractères du champ « {label} » ({characters}) : retirez-les ou remplacez-les par des mots.',
    /** Under the voucher's name on the Stripe payment page. */
    checkoutDescription:
      'Offert par {sender} à {recipient}. Valable {months} mois sur tous nos soins – {clinic}.',
  },
  voucherCode: {
    invalidSession: 'Identifiant de paiement invalide.',
    unknownSession: 'Ce paiement est introuvable.',
    unverifiable: 'Le paiement ne peut pas être vérifié pour le moment.',
    notPaid: 'Le paiement n’est pas encore confirmé.',
    pending: 'Le bon est en cours d’enregistrement.',
    withdrawn: 'Ce code n’est plus affiché ici : il vous a été envoyé par e-mail.',
  },
  /** Stripe reads these; `refunded` and `disputeLost` are notes of the voucher's history. */
  webhook: {
    missingSignature: 'En-tête Stripe-Signature manquant.',
    invalidSignature: 'Signature Stripe invalide ou expirée.',
    unreadable: 'Événement Stripe illisible.',
    noSession: 'Événement Stripe sans session valide.',
    unrecorded: 'L’événement n’a pas pu être enregistré pour le moment ; Stripe le renverra.',
    refunded: 'Remboursé ({event})',
    disputeLost: 'Contestation perdue : la banque a repris le paiement ({event})',
  },
} satisfies DataFile<typeof ApiText>;

/**
 * What the e-mails and the voucher PDF say; the functions fill in the `{name}` placeholders.
 * The voucher e-mail is the buyer's confirmation on a durable medium (Code de la consommation
 * L221-13): its withdrawal text must say what the CGV page says.
 */
import type { DataFile } from '../schemas/data-file.ts';
import type { EmailText } from '../schemas/site.ts';

export default {
  /** The layout both e-mails share: header, booking button, footer with the clinic's details. */
  layout: {
    tagline: 'Centre de médecine laser et esthétique',
    bookingLabel: 'Prendre rendez-vous en ligne',
    siteLabel: 'Visiter le site',
    contactLine: 'Tél. {phone} · {email}',
  },
  voucher: {
    subject: 'Votre {title} – {clinic}',
    preheader:
      'Votre bon cadeau est joint à cet e-mail au format PDF, avec le récapitulatif de votre commande.',
    heading: 'Merci pour votre commande !',
    greeting: 'Bonjour,',
    intro:
      'Votre bon cadeau est joint à cet e-mail au format PDF, prêt à être imprimé ou transmis. Conservez cet e-mail : il vaut confirmation de votre commande.',
    summaryTitle: 'Récapitulatif de votre commande',
    rows: {
      voucher: 'Bon cadeau',
      amount: 'Montant payé (TTC)',
      from: 'Offert par',
      to: 'Pour',
      code: 'Code du bon',
      orderedOn: 'Commandé le',
      validUntil: 'Valable jusqu’au',
      terms: 'Conditions générales de vente',
      deliverTo: 'Envoi à',
      deliverOn: 'Date d’envoi',
    },
    /** For a voucher sent to its recipient on a chosen day: `{email}`, `{date}`. */
    preheaderDelivery:
      'Votre bon cadeau sera envoyé à {email} le {date} ; vous en trouverez une copie jointe.',
    introDelivery:
      'Votre bon cadeau sera envoyé à {email} le {date}. Vous en trouverez une copie jointe à cet e-mail au format PDF. Conservez cet e-mail : il vaut confirmation de votre commande.',
    messageTitle: 'Votre message',
    /** The value of the `terms` row: the CGV version accepted when ordering. */
    termsAccepted: 'acceptées le {date} (version du {version})',
    useTitle: 'Utiliser le bon',
    use: 'Le bon se présente au centre, imprimé ou sur téléphone, pour régler une consultation ou des soins, sur rendez-vous. Tout soin est précédé d’une consultation médicale. Pour réserver, appelez le {phone} ou prenez rendez-vous en ligne en précisant que vous disposez d’un bon cadeau.',
    withdrawalTitle: 'Votre droit de rétractation',
    withdrawal: [
      'Vous disposez de 14 jours à compter de votre commande, le {date}, pour vous rétracter, sans avoir à donner de motif.',
      'Pour l’exercer, envoyez-nous avant la fin de ce délai une déclaration sans ambiguïté, par e-mail à {email} ou par courrier à {address}, par exemple à l’aide du modèle de formulaire de rétractation. Nous vous remboursons la totalité de la somme payée au plus tard 14 jours après avoir reçu votre décision, par le même moyen de paiement ; le bon est alors annulé.',
    ],
    withdrawalFormLink: 'Modèle de formulaire de rétractation',
    termsLink: 'Conditions générales de vente',
    closing: 'À très bientôt,',
  },
  notification: {
    subject: 'Bon cadeau vendu : {title} ({amount}) – {code}',
    heading: 'Bon cadeau vendu',
    intro:
      'Un bon cadeau vient d’être payé en ligne. Le bon a été envoyé à l’acheteur (PDF joint).',
    /** A voucher for a recipient: `{email}`, `{date}`. */
    introDelivery:
      'Un bon cadeau vient d’être payé en ligne. L’acheteur a reçu sa confirmation (PDF joint) ; le bon sera envoyé au bénéficiaire, {email}, le {date}.',
    rows: {
      buyer: 'Acheteur',
      session: 'Session Stripe',
      deliverTo: 'Bénéficiaire (e-mail)',
      deliverOn: 'Envoi au bénéficiaire',
    },
    messageTitle: 'Message de l’acheteur',
    note: 'Le code figure aussi dans les métadonnées de la session, dans le tableau de bord Stripe.',
  },
  /** The voucher, to its recipient on the chosen day: `{sender}`, `{recipient}`. */
  recipient: {
    subject: '{sender} vous offre un bon cadeau – {clinic}',
    preheader: 'Votre bon cadeau de {amount} est joint à cet e-mail, à présenter au centre.',
    heading: 'Un cadeau pour vous !',
    greeting: 'Bonjour {recipient},',
    intro:
      '{sender} vous offre un {title} de {amount}, à utiliser dans notre centre. Votre bon est joint à cet e-mail au format PDF, prêt à être imprimé ou présenté sur votre téléphone.',
    messageTitle: '{sender} vous écrit :',
    summaryTitle: 'Votre bon cadeau',
    amount: 'Montant',
    closing: 'À très bientôt,',
  },
  /** To the buyer, once the voucher has gone to its recipient: `{email}`, `{date}`. */
  delivered: {
    subject: 'Votre bon cadeau a été envoyé à {recipient}',
    heading: 'Votre bon cadeau a été envoyé',
    intro:
      'Le {title} que vous offrez à {recipient} lui a été envoyé le {date}, à l’adresse {email}.',
    hint: 'S’il n’apparaît pas dans sa boîte de réception, pensez au dossier des courriers indésirables ; vous pouvez aussi transmettre vous-même la copie jointe à votre confirmation de commande.',
    closing: 'À très bientôt,',
  },
  /** To the buyer, when the recipient's address was refused: `{email}`, `{phone}`. */
  bounced: {
    subject: 'Votre bon cadeau n’a pas pu être remis à {recipient}',
    heading: 'L’adresse du bénéficiaire a été refusée',
    intro:
      'Nous avons envoyé le {title} que vous offrez à {recipient} à l’adresse {email}, mais le service de messagerie du destinataire l’a refusée.',
    next: 'Le bon reste valable : il est joint à cet e-mail, pour que vous le transmettiez vous-même. Vous pouvez aussi répondre à cet e-mail ou nous appeler au {phone} pour que nous l’envoyions à une autre adresse.',
    closing: 'À très bientôt,',
  },
  /** To the holder, 30 days before the end of validity: `{balance}`, `{date}`, `{code}`. */
  reminder: {
    subject: 'Votre bon cadeau est valable jusqu’au {date}',
    preheader: 'Il vous reste {balance} à utiliser dans notre centre avant le {date}.',
    heading: 'Pensez à utiliser votre bon cadeau',
    greeting: 'Bonjour,',
    intro:
      'Votre {title} arrive bientôt à échéance : il vous reste {balance} à utiliser avant le {date} inclus.',
    rows: { code: 'Code du bon', balance: 'Solde restant', validUntil: 'Valable jusqu’au' },
    closing: 'À très bientôt,',
  },
  contact: {
    subject: 'Nouveau message de contact : {person}',
    heading: 'Nouveau message de contact',
    intro: 'Nouveau message reçu par le formulaire de contact du site.',
    rows: { name: 'Nom', email: 'E-mail', phone: 'Téléphone', treatment: 'Traitement' },
    noPhone: 'non renseigné',
    noTreatment: 'non précisé',
    messageTitle: 'Message',
    reply: 'Répondez simplement à cet e-mail pour écrire à {person}.',
  },
  /** The voucher PDF (A5 landscape). */
  pdf: {
    heading: 'Bon cadeau',
    from: 'Offert par',
    to: 'Pour',
    code: 'Code du bon',
    validUntil: 'Valable jusqu’au {date}',
    conditions:
      'Utilisable sur tous les soins et consultations du centre, sur rendez-vous, après consultation médicale. Non remboursable et non échangeable contre des espèces, hors droit de rétractation. Conditions générales de vente : {terms}',
    present: 'Présentez ce bon, imprimé ou sur votre téléphone, lors de votre rendez-vous.',
    /** Under the QR code, which opens the voucher in the clinic's desk (staff only). */
    qrCaption: 'Le centre scanne ce code lors de votre rendez-vous.',
    /** Heading of the page with the buyer's message: `{sender}` (no article before a name: « de Hélène »). */
    messageTitle: '{sender} vous écrit :',
  },
} satisfies DataFile<typeof EmailText>;

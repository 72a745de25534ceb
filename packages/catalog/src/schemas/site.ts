import * as v from 'valibot';
import { Footer, Phone, OpeningHours, PriceTable } from './entities.ts';
import {
  Count,
  Duration,
  Id,
  InternalHref,
  Link,
  Price,
  Text,
  Texts,
  exactly,
  list,
} from './primitives.ts';

const Notice = v.strictObject({ title: Text, description: Text });

export const Layout = v.strictObject({
  navigation: exactly(Link, 9, 'attendu les neuf liens de navigation'),
  bookingLabel: Text,
  menuLabel: Text,
  closeMenuLabel: Text,
  skipLinkLabel: Text,
  infoBarMoreLabel: Text, // "Adresse et horaires" (info bar on a phone)
  homeLabel: Text,
  breadcrumbLabel: Text,
  footer: Footer,
});

/** `{name}` placeholders are filled in by the functions. */
export const EmailText = v.strictObject({
  layout: Texts(['tagline', 'bookingLabel', 'siteLabel', 'contactLine']),
  voucher: v.strictObject({
    subject: Text,
    preheader: Text,
    heading: Text,
    greeting: Text,
    intro: Text,
    summaryTitle: Text,
    rows: v.strictObject({
      voucher: Text,
      amount: Text,
      from: Text,
      to: Text,
      code: Text,
      orderedOn: Text,
      validUntil: Text,
      terms: Text,
      deliverTo: Text,
      deliverOn: Text,
    }),
    preheaderDelivery: Text,
    introDelivery: Text,
    messageTitle: Text,
    termsAccepted: Text,
    useTitle: Text,
    use: Text,
    withdrawalTitle: Text,
    withdrawal: v.pipe(v.array(Text), v.minLength(1)),
    withdrawalFormLink: Text,
    termsLink: Text,
    closing: Text,
  }),
  notification: v.strictObject({
    subject: Text,
    heading: Text,
    intro: Text,
    introDelivery: Text,
    rows: v.strictObject({ buyer: Text, session: Text, deliverTo: Text, deliverOn: Text }),
    messageTitle: Text,
    note: Text,
  }),
  recipient: v.strictObject({
    subject: Text,
    preheader: Text,
    heading: Text,
    greeting: Text,
    intro: Text,
    messageTitle: Text,
    summaryTitle: Text,
    amount: Text,
    closing: Text,
  }),
  delivered: Texts(['subject', 'heading', 'intro', 'hint', 'closing']),
  bounced: Texts(['subject', 'heading', 'intro', 'next', 'closing']),
  reminder: v.strictObject({
    subject: Text,
    preheader: Text,
    heading: Text,
    greeting: Text,
    intro: Text,
    rows: v.strictObject({ code: Text, balance: Text, validUntil: Text }),
    closing: Text,
  }),
  contact: v.strictObject({
    subject: Text,
    heading: Text,
    intro: Text,
    rows: v.strictObject({ name: Text, email: Text, phone: Text, treatment: Text }),
    noPhone: Text,
    noTreatment: Text,
    messageTitle: Text,
    reply: Text,
  }),
  pdf: v.strictObject({
    heading: Text,
    from: Text,
    to: Text,
    code: Text,
    validUntil: Text,
    conditions: Text,
    present: Text,
    /** Under the QR code of the voucher's desk page. */
    qrCaption: Text,
    messageTitle: Text,
  }),
});

/** `{label}`, `{max}`, `{min}`, `{size}`, `{method}`, `{phone}` are filled in. */
export const ApiText = v.strictObject({
  request: Texts([
    'notAnObject',
    'fieldMissing',
    'notText',
    'oneLine',
    'forbiddenCharacters',
    'invisibleCharacters',
    'tooFewVisible',
    'required',
    'tooLong',
    'emailMissing',
    'emailTooLong',
    'emailInvalid',
    'invalid',
    'forbiddenOrigin',
    'notThroughSite',
    'tooLarge',
    'methodNotAllowed',
    'unsupportedType',
    'jsonOnly',
    'invalidJson',
    'notFound',
    'internalError',
    'unavailable',
  ]),
  contact: v.strictObject({
    labels: Texts(['name', 'email', 'phone', 'traitement', 'message']),
    ...Texts(['nameMissing', 'phoneInvalid', 'treatmentInvalid', 'messageMissing', 'unavailable'])
      .entries,
  }),
  payment: v.strictObject({
    labels: Texts([
      'giftType',
      'senderName',
      'recipientName',
      'email',
      'recipientEmail',
      'message',
    ]),
    ...Texts([
      'amountNotNumber',
      'giftTypeMissing',
      'senderNameMissing',
      'recipientNameMissing',
      'attemptNotText',
      'attemptInvalid',
      'unavailable',
      'checkoutDescription',
      'unknownGiftType',
      'amountMismatch',
      'unprintable',
    ]).entries,
  }),
  voucherCode: Texts(['invalidSession', 'unknownSession', 'unverifiable', 'notPaid', 'pending']),
  webhook: Texts([
    'missingSignature',
    'invalidSignature',
    'unreadable',
    'noSession',
    'unrecorded',
    'refunded',
  ]),
});

export const InterfaceText = v.strictObject({
  learnMore: Text,
  discover: Text, // "Découvrir nos soins"
  showPrices: Text, // "Voir les Tarifs"
  hidePrices: Text,
  showOurPrices: Text, // "Voir nos Tarifs"
  pricePanelTitle: Text,
  fromPrefix: Text, // "À partir de"
  oneSession: Text,
  threeSessions: Text,
  perSessionPrefix: Text,
  savingPrefix: Text,
  zone: Text,
  price: Text,
  duration: Text,
  sessions: Text,
  /** "soit {perSession} la séance · {saving} d’économie" (Morpheus rows). */
  sessionBreakdown: Text,
  zones: Text,
  packageSaving: Text, // "Économisez {amount}"
  packageSeparatePrice: Text, // "au lieu de {amount}"
  rating: Text, // "Note : {rating} sur 5"
  driveTime: Text, // "{minutes} min en voiture"
  step: Text,
  newTab: Text,
  mainNavigation: Text,
  before: Text, // before/after illustrations
  after: Text,
  popular: Text,
  address: Text, // contact details card
  showDetails: Text, // summary of content folded on a phone
  /** Labels shared by the four legal pages (their badge is the footer's `legalNavigationLabel`). */
  legalPage: v.strictObject({
    tableOfContents: Text,
    updated: Text, // "Dernière mise à jour : {date}"
    version: Text, // "Version du {date}" (the CGV)
  }),
  contactForm: v.strictObject({
    name: Text, // "Nom complet *"
    email: Text,
    phone: Text,
    treatment: Text,
    treatmentPlaceholder: Text,
    /** The ten choices; `/contact?traitement=<id>` pre-selects one. */
    treatments: exactly(
      v.strictObject({ id: Id, label: Text }),
      10,
      'attendu les dix choix de soin',
    ),
    message: Text,
    messageRows: Count(1),
    submit: Text,
    sending: Text,
    requiredHint: Text,
    success: Notice,
    failure: Notice,
  }),
  vouchers: v.strictObject({
    from: Text,
    to: Text,
    email: Text,
    fromHint: Text,
    toHint: Text,
    /** "Qui reçoit le bon ?": the buyer, or the recipient by e-mail. */
    deliverTo: v.strictObject({ legend: Text, buyer: Text, recipient: Text }),
    recipientEmail: Text,
    recipientEmailHint: Text,
    deliverOn: Text,
    deliverOnHint: Text,
    message: Text,
    messageHint: Text,
    messageCount: Text, // "{count} / {max}"
    messageCountSpoken: Text, // "{count} caractères sur {max}"
    deliverToInvalid: Text,
    recipientEmailMissing: Text,
    recipientEmailInvalid: Text,
    deliverOnMissing: Text,
    deliverOnInvalid: Text,
    deliverOnPast: Text,
    deliverOnTooLate: Text, // "… au plus tard le {last}."
    messageTooLong: Text, // "… {max} caractères."
    messageInvalid: Text,
    order: Text,
    orderCustom: Text,
    processing: Text,
    amount: Text,
    /** "De {minimum} à {maximum}, en euros entiers." */
    amountHint: Text,
    amountMissing: Text,
    notANumber: Text,
    notWhole: Text,
    belowMinimum: Text, // "… est de {minimum}."
    aboveMaximum: Text, // "… est de {maximum}."
    previewEmpty: Text,
    preview: Text, // "Bon cadeau de {amount}"
    validity: Text, // "Valable {months} mois"
    /** "J’accepte les " + link to the terms of sale + "" (never pre-ticked). */
    terms: v.strictObject({
      before: Text,
      link: Text,
      after: v.string(),
      /** Read by screen readers after the link (it opens in a new tab). */
      newTab: Text,
    }),
    termsMissing: Text,
    missing: Notice,
    paymentFailed: Notice,
    /** After « Annuler » on the payment page (`/bons-cadeaux?paiement=annule`). */
    cancelled: Notice,
    popupBlocked: Notice,
    /** Left on the form's tab once the payment page opened in a new one, with a link back to it. */
    paymentOpened: v.strictObject({ title: Text, text: Text, reopen: Text }),
  }),
  emails: EmailText,
  /** The desk API's answers; the text of its screens is `DeskText`, kept out of the functions. */
  desk: v.strictObject({
    signInSubject: Text,
    /** "{minutes}". */
    signInIntro: Text,
    signInButton: Text,
    signInIgnore: Text,
    signInSent: Text,
    signInInvalidEmail: Text,
    signInTooMany: Text,
    linkExpired: Text,
    signedOut: Text,
    unauthenticated: Text,
    unknownVoucher: Text,
    invalidCode: Text,
    invalidAmount: Text,
    unknownTreatment: Text,
    noteTooLong: Text,
    /** The desk's « Soin » list: every treatment page and every treatment a voucher pays for. */
    treatments: list(Text),
    /** The last choice of the desk's « Soin » list; a note then says which. */
    otherTreatment: Text,
    otherNeedsNote: Text,
    /** "{balance}". */
    balanceChanged: Text,
    refusals: v.strictObject({
      void: Text,
      used: Text,
      expired: Text,
      over_balance: Text,
      invalid_amount: Text,
      unknown_use: Text,
      already_reversed: Text,
      reverse_too_late: Text,
      no_delivery: Text,
      already_delivered: Text,
      leased: Text,
      invalid_date: Text,
      not_scheduled: Text,
      not_sent: Text,
    }),
    /** "{limit}": the resends a voucher (or a staff member) may have in a day. */
    resendTooMany: Text,
    resendStaffTooMany: Text,
    /** To the buyer when a desk sends the voucher early or to a new address: "{date}", "{email}", "{title}". */
    buyerNotices: v.strictObject({
      earlySubject: Text,
      earlyText: Text,
      newAddressSubject: Text,
      newAddressText: Text,
    }),
    voidReasonMissing: Text,
    resendInvalidEmail: Text,
    deliveryInvalidEmail: Text,
    deliveryInvalidDate: Text,
    invalidFilter: Text,
    /** The CSV export's columns, in order. */
    exportColumns: v.strictObject({
      code: Text,
      status: Text,
      offer: Text,
      issuedAt: Text,
      validUntil: Text,
      amount: Text,
      used: Text,
      balance: Text,
      buyerName: Text,
      buyerEmail: Text,
      recipientName: Text,
      payment: Text,
    }),
    /** The export of the uses, one line per use, its reversal beside it. */
    usesColumns: v.strictObject({
      date: Text,
      code: Text,
      offer: Text,
      treatment: Text,
      note: Text,
      amount: Text,
      staff: Text,
      reversedAt: Text,
      reversedBy: Text,
    }),
  }),
  share: v.strictObject({ copied: Notice }),
  successCountdown: Text,
  api: ApiText,
  /** The form again, with its errors, for a form sent before the page's script ran. */
  formPages: v.strictObject({
    contactTitle: Text, // "Votre message n’a pas encore été envoyé"
    voucherTitle: Text, // "Votre commande n’a pas encore été validée"
    /** Above the list of errors; says the values typed are kept. */
    intro: Text,
    errorsTitle: Text, // "À corriger"
    /** When the service failed (not the visitor's input). */
    unavailableTitle: Text,
    unknownVoucher: Text,
    backToContact: Text,
    backToVouchers: Text,
  }),
});

/** Lets a reading be used from data: `{ variant: 'cryolipolyseDuration.treatmentPage' }`. */
export const VariantReference = v.strictObject({
  variant: v.pipe(
    v.string(),
    v.regex(/^[a-zA-Z0-9]+\.[a-zA-Z0-9]+$/, 'attendu « nomDeVariante.nomDeLecture »'),
  ),
});

const Reading = <T extends v.GenericSchema>(value: T) =>
  v.strictObject({
    label: Text,
    /** Where this reading is shown: routes, or "structured data". */
    shownOn: v.pipe(v.array(v.string()), v.minLength(1)),
    value,
  });

const readings = <T extends v.GenericSchema, K extends string>(value: T, names: readonly K[]) =>
  v.strictObject(
    Object.fromEntries(names.map((name) => [name, Reading(value)])) as Record<
      K,
      ReturnType<typeof Reading<T>>
    >,
  );

const variant = <T extends v.GenericSchema, K extends string>(value: T, ...names: K[]) =>
  v.strictObject({ subject: Text, readings: readings(value, names) });

/**
 * `tables` records what the page's tables read when the readings were kept, so the check fails,
 * and the readings are looked at again, as soon as they change.
 */
const priceVariant = v.strictObject({
  subject: Text,
  tables: v.strictObject({ page: InternalHref, read: Price }),
  readings: readings(Price, ['treatmentList', 'treatmentPage']),
});
const durationVariant = variant(Duration, 'treatmentList', 'treatmentPage');

/** Facts the specification states twice with different values: both readings are kept. */
export const Variants = v.strictObject({
  openingHours: variant(v.array(OpeningHours), 'visibleText', 'structuredData'),
  phone: variant(Phone, 'visibleText', 'structuredData'),
  laserCo2Prices: variant(PriceTable, 'laserCo2Page', 'mesotherapyPage'),
  cryolipolyseDuration: durationVariant,
  retinolPeelPrice: priceVariant,
  retinolPeelDuration: durationVariant,
  laserCo2Price: priceVariant,
  laserCo2Duration: durationVariant,
  hydrafacialDuration: durationVariant,
  yearsOfExperience: variant(Text, 'homePage', 'aboutPage'),
  hairRemovalDuration: variant(Duration, 'homeServices', 'bodyList'),
  bodyHairRemovalPrice: priceVariant,
  mesotherapyPrice: priceVariant,
  morpheus8Price: priceVariant,
});

export type Layout = v.InferOutput<typeof Layout>;
export type InterfaceText = v.InferOutput<typeof InterfaceText>;
export type Variants = v.InferOutput<typeof Variants>;
export type VariantName = keyof Variants;

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
  alike,
  exactly,
  list,
} from './primitives.ts';

const Notice = v.strictObject({ title: Text, description: Text });

export const Layout = v.strictObject({
  navigation: exactly(Link, 9, 'attendu les neuf liens de navigation'),
  /** `infoBarMoreLabel`: "Adresse et horaires" (the info bar on a phone). */
  ...Texts(
    'bookingLabel menuLabel closeMenuLabel skipLinkLabel infoBarMoreLabel homeLabel breadcrumbLabel',
  ).entries,
  footer: Footer,
});

/** `{name}` placeholders are filled in by the functions. */
export const EmailText = v.strictObject({
  layout: Texts('tagline bookingLabel siteLabel contactLine'),
  voucher: v.strictObject({
    ...Texts('subject preheader heading greeting intro summaryTitle').entries,
    rows: Texts('voucher amount from to code orderedOn validUntil terms deliverTo deliverOn'),
    ...Texts('preheaderDelivery introDelivery messageTitle termsAccepted useTitle use').entries,
    withdrawalTitle: Text,
    withdrawal: v.pipe(v.array(Text), v.minLength(1)),
    ...Texts('withdrawalFormLink termsLink closing').entries,
  }),
  notification: v.strictObject({
    ...Texts('subject heading intro introDelivery').entries,
    rows: Texts('buyer session deliverTo deliverOn'),
    ...Texts('messageTitle note').entries,
  }),
  recipient: Texts(
    'subject preheader heading greeting intro messageTitle summaryTitle amount closing',
  ),
  delivered: Texts('subject heading intro hint closing'),
  bounced: Texts('subject heading intro next closing'),
  reminder: v.strictObject({
    ...Texts('subject preheader heading greeting intro').entries,
    rows: Texts('code balance validUntil'),
    closing: Text,
  }),
  contact: v.strictObject({
    ...Texts('subject heading intro').entries,
    rows: Texts('name email phone treatment'),
    ...Texts('noPhone noTreatment messageTitle reply').entries,
  }),
  /** `qrCaption` is under the QR code of the voucher's desk page. */
  pdf: Texts('heading from to code validUntil conditions present qrCaption messageTitle'),
});

/** `{label}`, `{max}`, `{min}`, `{size}`, `{method}`, `{phone}` are filled in. */
export const ApiText = v.strictObject({
  request: Texts(
    'notAnObject fieldMissing notText oneLine forbiddenCharacters invisibleCharacters',
    'tooFewVisible required tooLong emailMissing emailTooLong emailInvalid invalid',
    'forbiddenOrigin notThroughSite tooLarge methodNotAllowed unsupportedType jsonOnly',
    'invalidJson notFound internalError unavailable',
  ),
  contact: v.strictObject({
    labels: Texts('name email phone traitement message'),
    ...Texts('nameMissing phoneInvalid treatmentInvalid messageMissing unavailable').entries,
  }),
  payment: v.strictObject({
    labels: Texts('giftType senderName recipientName email recipientEmail message'),
    ...Texts(
      'amountNotNumber giftTypeMissing senderNameMissing recipientNameMissing attemptNotText',
      'attemptInvalid unavailable checkoutDescription unknownGiftType amountMismatch unprintable',
    ).entries,
  }),
  voucherCode: Texts('invalidSession unknownSession unverifiable notPaid pending withdrawn'),
  webhook: Texts(
    'missingSignature invalidSignature unreadable noSession unrecorded refunded disputeLost',
  ),
});

/**
 * Filled in: `sessionBreakdown` "soit {perSession} la séance · {saving} d’économie" (Morpheus
 * rows), `packageSaving` "Économisez {amount}", `packageSeparatePrice` "au lieu de {amount}",
 * `rating` "Note : {rating} sur 5", `driveTime` "{minutes} min en voiture".
 */
export const InterfaceText = v.strictObject({
  ...Texts(
    'learnMore discover showPrices hidePrices showOurPrices pricePanelTitle fromPrefix oneSession',
    'threeSessions perSessionPrefix savingPrefix zone price duration sessions sessionBreakdown',
    'zones packageSaving packageSeparatePrice rating driveTime step newTab mainNavigation',
    'before after popular address showDetails',
  ).entries,
  /**
   * Labels shared by the four legal pages (their badge is the footer's `legalNavigationLabel`):
   * "Dernière mise à jour : {date}", "Version du {date}" (the CGV).
   */
  legalPage: Texts('tableOfContents updated version'),
  contactForm: v.strictObject({
    ...Texts('name email phone treatment treatmentPlaceholder').entries,
    /** The ten choices; `/contact?traitement=<id>` pre-selects one. */
    treatments: exactly(
      v.strictObject({ id: Id, label: Text }),
      10,
      'attendu les dix choix de soin',
    ),
    message: Text,
    messageRows: Count(1),
    ...Texts('submit sending requiredHint').entries,
    success: Notice,
    failure: Notice,
  }),
  /**
   * Filled in: `messageCount` "{count} / {max}", `messageCountSpoken` "{count} caractère(s) sur
   * {max}" (one, other), `deliverOnTooLate` "{last}", `messageTooLong`, `messageTooManyLines`, `amountHint`, `belowMinimum` and
   * `aboveMaximum` "{max}", "{minimum}", "{maximum}", `preview` "{amount}", `validity` "{months}".
   */
  vouchers: v.strictObject({
    ...Texts('from to email fromHint toHint').entries,
    /** "Qui reçoit le bon ?": the buyer, or the recipient by e-mail. */
    deliverTo: Texts('legend buyer recipient'),
    ...Texts(
      'recipientEmail recipientEmailHint deliverOn deliverOnHint message messageHint messageCount',
      'deliverToInvalid recipientEmailMissing recipientEmailInvalid',
      'deliverOnMissing deliverOnInvalid deliverOnPast deliverOnTooLate messageTooLong',
      'messageTooManyLines',
      'messageInvalid order orderCustom processing amount amountHint amountMissing notANumber',
      'notWhole belowMinimum aboveMaximum previewEmpty preview validity',
    ).entries,
    messageCountSpoken: Texts('one other'),
    /** "J’accepte les " + link to the terms of sale + "" (never pre-ticked). */
    terms: v.strictObject({
      ...Texts('before link').entries,
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
    paymentOpened: Texts('title text reopen'),
  }),
  emails: EmailText,
  /**
   * The desk API's answers; the text of its screens is `DeskText`, kept out of the functions.
   * Filled in: `signInIntro` "{minutes}", `balanceChanged` "{balance}", `invalidCodeCharacter`
   * "{character}".
   */
  desk: v.strictObject({
    ...Texts(
      'signInSubject signInIntro signInButton signInIgnore signInSent signInInvalidEmail',
      'signInTooMany linkExpired signedOut unauthenticated unknownVoucher invalidCode',
      'invalidCodeCharacter',
      'invalidAmount unknownTreatment noteTooLong',
    ).entries,
    /** The desk's « Soin » list: every treatment page and every treatment a voucher pays for. */
    treatments: list(Text),
    /** The last choice of the desk's « Soin » list; a note then says which. */
    ...Texts('otherTreatment otherNeedsNote balanceChanged busy').entries,
    refusals: Texts(
      'void used expired over_balance invalid_amount unknown_use already_reversed',
      'reverse_too_late no_delivery already_delivered leased invalid_date not_scheduled not_sent',
      'send_now disputed',
    ),
    /** "{limit}": the resends a voucher (or a staff member) may have in a day. */
    ...Texts('resendTooMany resendStaffTooMany').entries,
    /** To the buyer when a desk sends the voucher early or to a new address: "{date}", "{email}", "{title}". */
    buyerNotices: Texts('earlySubject earlyText newAddressSubject newAddressText'),
    ...Texts(
      'voidReasonMissing resendInvalidEmail deliveryInvalidEmail deliveryInvalidDate invalidFilter',
    ).entries,
    /** The CSV export's columns, in order. */
    exportColumns: Texts(
      'code status offer issuedAt validUntil amount used refunded chargedBack writtenOff balance',
      'buyerName',
      'buyerEmail recipientName payment',
    ),
    /** The export of the uses, one line per use, its reversal beside it and on a line of its own. */
    usesColumns: Texts('date code offer treatment note amount staff reversedAt reversedBy'),
    /** The note of a reversal's own line in that export: "{date}", the use's. */
    usesReversalNote: Text,
  }),
  share: v.strictObject({ copied: Notice }),
  api: ApiText,
  /**
   * The form again, with its errors, for a form sent before the page's script ran: `intro` above
   * the list of errors says the values typed are kept; `unavailableTitle` when the service failed
   * (not the visitor's input).
   */
  formPages: Texts(
    'contactTitle voucherTitle intro errorsTitle unavailableTitle unknownVoucher backToContact',
    'backToVouchers',
  ),
});

const Reading = <T extends v.GenericSchema>(value: T) =>
  v.strictObject({
    label: Text,
    /** Where this reading is shown: routes, or "structured data". */
    shownOn: v.pipe(v.array(v.string()), v.minLength(1)),
    value,
  });

/** Both readings, for a fact the site's code reads twice (the phone, the opening hours). */
const variant = <T extends v.GenericSchema, K extends string>(value: T, ...names: K[]) =>
  v.strictObject({ subject: Text, readings: alike(names, Reading(value)) });

/**
 * The readings of a variant the content alone uses: one whose page is gone may be removed (the
 * check names a reading no page shows), as long as one is left; the names stay the schema's, so a
 * misspelt one is still named.
 */
const someReadings = <T extends v.GenericSchema, K extends string>(value: T, names: readonly K[]) =>
  v.pipe(
    alike(names, v.optional(Reading(value))),
    v.check(
      (readings) => Object.values(readings).some((reading) => reading !== undefined),
      `attendu au moins une lecture (${names.join(', ')}) : une variante sans lecture se retire entièrement`,
    ),
  );

/** A variant the content alone uses: the file may leave it out once no page shows it. */
const contentVariant = <T extends v.GenericSchema, K extends string>(value: T, ...names: K[]) =>
  v.optional(v.strictObject({ subject: Text, readings: someReadings(value, names) }));

/**
 * `tables` records what the page's tables read when the readings were kept, so the check fails,
 * and the readings are looked at again, as soon as they change.
 */
const priceVariant = v.optional(
  v.strictObject({
    subject: Text,
    tables: v.strictObject({ page: InternalHref, read: Price }),
    readings: someReadings(Price, ['treatmentList', 'treatmentPage']),
  }),
);
const durationVariant = contentVariant(Duration, 'treatmentList', 'treatmentPage');

/** Facts the specification states twice with different values: both readings are kept. */
export const Variants = v.strictObject({
  openingHours: variant(v.array(OpeningHours), 'visibleText', 'structuredData'),
  phone: variant(Phone, 'visibleText', 'structuredData'),
  laserCo2Prices: contentVariant(PriceTable, 'laserCo2Page', 'mesotherapyPage'),
  cryolipolyseDuration: durationVariant,
  retinolPeelPrice: priceVariant,
  retinolPeelDuration: durationVariant,
  laserCo2Price: priceVariant,
  laserCo2Duration: durationVariant,
  hydrafacialDuration: durationVariant,
  yearsOfExperience: contentVariant(Text, 'homePage', 'aboutPage'),
  hairRemovalDuration: contentVariant(Duration, 'homeServices', 'bodyList'),
  bodyHairRemovalPrice: priceVariant,
  mesotherapyPrice: priceVariant,
  morpheus8Price: priceVariant,
});

export type Layout = v.InferOutput<typeof Layout>;
export type InterfaceText = v.InferOutput<typeof InterfaceText>;
export type Variants = v.InferOutput<typeof Variants>;
export type VariantName = keyof Variants;

import * as v from 'valibot';
import {
  BenefitCard,
  BodyPackage,
  CompositionCategory,
  CustomVoucher,
  Fact,
  FaqItem,
  Figure,
  HairRemovalPackage,
  IconName,
  IndicationGroup,
  LesionType,
  Offer,
  PageMeta,
  PriceTable,
  PrivacyNotice,
  Service,
  SessionStep,
  Testimonial,
  TimelineEntry,
  Town,
  TreatmentCard,
  Value,
  VoucherOffer,
  separatePrice,
} from './entities.ts';
import {
  Count,
  FigureValue,
  Id,
  Image,
  InternalHref,
  Link,
  Text,
  Texts,
  exactly,
  list,
} from './primitives.ts';

const titled = <K extends string, T extends v.ObjectEntries>(kind: K, entries: T) =>
  v.strictObject({
    kind: v.literal(kind),
    /** Anchor of the section, used by in-page links (`#tarifs`). */
    id: v.optional(Id),
    title: Text,
    intro: v.optional(Text),
    ...entries,
  });

export const Section = v.variant('kind', [
  titled('steps', { steps: list(SessionStep) }),
  titled('indications', { groups: list(IndicationGroup) }),
  titled('composition', { categories: list(CompositionCategory) }),
  titled('benefits', { items: list(BenefitCard) }),
  titled('list', {
    items: list(Text),
    tone: v.optional(v.picklist(['check', 'bullet', 'caution']), 'check'),
  }),
  titled('timeline', { entries: list(TimelineEntry) }),
  titled('preparation', { steps: list(v.strictObject({ title: Text, description: Text })) }),
  titled('lesionTypes', { items: list(LesionType) }),
  titled('beforeAfter', {
    images: list(Image),
    caption: Text,
    /** Names of the states when not "Avant" / "Après" (e.g. "1 mois après"). */
    labels: v.optional(exactly(Text, 2, 'attendu deux libellés')),
  }),
  titled('facts', { facts: list(Fact) }),
  titled('faq', { items: list(FaqItem) }),
  titled('hairRemovalPackages', {
    packages: list(HairRemovalPackage),
    /** Heading of each group of packages ("Forfaits femme", "Forfaits homme"). */
    categoryTitles: v.strictObject({ femme: Text, homme: Text }),
    custom: v.strictObject({ title: Text, description: Text, link: Link }),
  }),
  titled('bodyPackages', {
    packages: list(BodyPackage),
    actionLabel: Text,
    actionHref: InternalHref,
  }),
  titled('offers', { offers: list(Offer), bookable: v.boolean() }),
  titled('testimonials', { items: list(Testimonial) }),
  titled('towns', { towns: list(Town) }),
  titled('technologies', { items: list(v.strictObject({ name: Text, description: Text })) }),
  titled('address', {}),
  titled('links', { text: v.optional(Text), links: list(Link) }),
  titled('whyChooseUs', {}),
]);

export const PriceSection = v.strictObject({
  id: v.optional(Id, 'tarifs'),
  title: Text,
  intro: v.optional(Text),
  /** `panel`: hidden until the hero button; `anchor`: always visible, the button scrolls to it. */
  display: v.picklist(['panel', 'anchor']),
  /** A panel's label alternates with `hideLabel`. */
  showLabel: Text,
  hideLabel: v.optional(Text),
  tables: list(PriceTable),
  notes: v.optional(v.array(Text), []),
});

export const Hero = v.strictObject({
  badge: v.optional(Text),
  title: Text,
  subtitle: v.optional(Text),
  intro: Text,
  images: v.pipe(v.array(Image), v.maxLength(2, 'attendu au plus deux images')),
  highlights: v.optional(v.array(v.strictObject({ value: Text, label: Text })), []),
  booking: v.boolean(),
  /** A second internal action (e.g. "Nous contacter" → /contact). */
  secondary: v.optional(Link),
});

export const CallToAction = v.strictObject({
  ...Texts('title text').entries,
  booking: v.boolean(),
  secondary: v.optional(Link),
});

/** Its hair-removal packages get their `separatePrice` from its price tables. */
export const TreatmentPage = v.pipe(
  v.strictObject({
    id: Id,
    path: InternalHref,
    /** For the breadcrumb and structured data. */
    name: Text,
    breadcrumb: v.boolean(),
    hero: Hero,
    prices: v.optional(PriceSection),
    sections: list(Section),
    cta: CallToAction,
    procedure: v.strictObject({
      name: Text,
      procedureType: v.picklist(['NoninvasiveProcedure', 'PercutaneousProcedure']),
      bodyLocation: Text,
    }),
    meta: PageMeta,
  }),
  v.transform((page) => ({
    ...page,
    sections: page.sections.map((section) =>
      section.kind === 'hairRemovalPackages'
        ? {
            ...section,
            packages: section.packages.map((pack) => {
              const computed = separatePrice(pack, page.prices?.tables ?? []);
              return computed === undefined ? pack : { ...pack, separatePrice: computed };
            }),
          }
        : section,
    ),
  })),
);

export const TreatmentListPage = v.strictObject({
  id: Id,
  path: InternalHref,
  name: Text,
  hero: Hero,
  prices: PriceSection,
  ...Texts('cardsTitle cardsIntro').entries,
  cards: list(TreatmentCard),
  sections: v.optional(v.array(Section), []),
  cta: CallToAction,
  meta: PageMeta,
});

export const Home = v.strictObject({
  hero: v.strictObject({
    ...Texts('badge title subtitle pitch').entries,
    image: Image,
    figures: exactly(Figure, 2, 'attendu deux chiffres clés'),
    discoverLabel: Text,
  }),
  about: v.strictObject({
    title: Text,
    text: list(Text),
    image: Image,
    yearsBadge: Figure,
    reassurance: exactly(Text, 6, 'attendu six points de réassurance'),
    whyCards: exactly(Value, 4, 'attendu quatre cartes'),
    reviewsLabel: Text,
  }),
  services: v.strictObject({
    ...Texts('title intro').entries,
    items: exactly(Service, 10, 'attendu les dix services'),
    moreLabel: Text,
  }),
  otherTreatments: v.strictObject({
    title: Text,
    items: exactly(Value, 3, 'attendu trois éléments'),
  }),
  testimonials: v.strictObject({
    ...Texts('title intro').entries,
    items: exactly(Testimonial, 3, 'attendu trois témoignages'),
    moreLabel: Text,
    moreHref: InternalHref,
  }),
  contact: v.strictObject({
    ...Texts('title intro practicalTitle goodToKnowTitle').entries,
    goodToKnow: list(Text),
    bookingTitle: Text,
    bookingReasons: list(Text),
    ...Texts('phoneTitle phoneText').entries,
  }),
  cta: CallToAction,
  meta: PageMeta,
});

export const WhyChooseUs = v.strictObject({
  ...Texts('title intro').entries,
  reasons: exactly(
    v.strictObject({ icon: IconName, value: FigureValue, title: Text, description: Text }),
    4,
    'attendu quatre raisons',
  ),
});

/** Opens on a hero, closes on a call to action. */
const heroPage = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject({ hero: Hero, ...entries, cta: CallToAction, meta: PageMeta });

export const About = heroPage({
  presentation: list(Text),
  specialtiesTitle: Text,
  specialties: list(Text),
  diplomasTitle: Text,
  diplomas: list(Text),
  figures: exactly(Figure, 4, 'attendu quatre chiffres clés'),
  valuesTitle: Text,
  values: exactly(Value, 4, 'attendu quatre valeurs'),
  ...Texts('hoursTitle firstConsultation').entries,
});

export const ContactPage = heroPage({
  ...Texts('formTitle formIntro').entries,
  formPrivacyNotice: PrivacyNotice,
  ...Texts('detailsTitle secretariatLabel guaranteesTitle').entries,
  guarantees: exactly(Value, 3, 'attendu trois garanties'),
  ...Texts('bookingPlatformLabel faqTitle').entries,
  faq: exactly(FaqItem, 4, 'attendu quatre questions'),
});

export const VouchersPage = v.strictObject({
  hero: Hero,
  offersTitle: Text,
  offers: exactly(VoucherOffer, 3, 'attendu les trois bons à montant fixe'),
  custom: CustomVoucher,
  usableTitle: Text,
  usableTreatments: exactly(Text, 8, 'attendu les huit soins'),
  claims: list(Text),
  benefits: exactly(Value, 3, 'attendu trois blocs d’avantages'),
  ...Texts('closingTitle closingText closingLabel').entries,
  meta: PageMeta,
});

export const FaqPage = heroPage({
  items: v.pipe(v.array(FaqItem), v.minLength(12, 'attendu au moins douze questions')),
});

/** Villefranche pages, which redirect to /epilation-laser. */
export const LocalPage = v.strictObject({
  paths: list(InternalHref),
  ...Texts('title text').entries,
  redirectTo: InternalHref,
  redirectDelayMs: Count(0),
  linkLabel: Text,
  meta: PageMeta,
});

export const SuccessPage = v.strictObject({
  ...Texts('title message referenceLabel referencePending').entries,
  /** The order's recap, from the register: labels, then what happens next (`{email}`, `{date}`). */
  recap: Texts(
    'title voucher amount recipient sending sendingDelivery sendingSelf nextDelivery nextSelf',
  ),
  ...Texts('homeLabel callLabel').entries,
  /** "{seconds}" left before going home. */
  countdownText: Texts('one other'),
  redirectDelaySeconds: Count(1),
  /** The button that stops the countdown, and what the countdown says once stopped. */
  ...Texts('stayLabel stayedText').entries,
  meta: PageMeta,
});

/** Shown after the contact form was sent without JavaScript. */
export const ContactThanksPage = v.strictObject({
  ...Texts('title message homeLabel contactLabel').entries,
  meta: PageMeta,
});

/** `searchTitle`: `{query}` is the text typed; `resultCount…`, for screen readers: `{count}`. */
export const BlogPage = v.strictObject({
  ...Texts(
    'title intro allLabel searchLabel searchPlaceholder emptyTitle emptyHint allArticlesTitle',
    'searchTitle categoriesLabel resultCountOne resultCountOther readMoreLabel notFoundTitle',
    'notFoundText backLabel relatedTitle shareLabel sharedTitle sharedText readTimeSuffix',
  ).entries,
  maxRelated: Count(0),
  maxCardTags: Count(0),
  meta: PageMeta,
});

/** `errorTitle`: the spec's "Unexpected Application Error!", in English too. */
export const NotFoundPage = v.strictObject({
  ...Texts('title text homeLabel errorTitle').entries,
  meta: PageMeta,
});

export type Section = v.InferOutput<typeof Section>;
export type PriceSection = v.InferOutput<typeof PriceSection>;
export type Hero = v.InferOutput<typeof Hero>;
export type CallToAction = v.InferOutput<typeof CallToAction>;
export type TreatmentPage = v.InferOutput<typeof TreatmentPage>;
export type TreatmentListPage = v.InferOutput<typeof TreatmentListPage>;

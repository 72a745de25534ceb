/** Field names are English; the specification's French names are in comments. */
import * as v from 'valibot';
import {
  CalendarDay,
  Count,
  Duration,
  FigureValue,
  Euros,
  Id,
  Image,
  InternalHref,
  Link,
  Minutes,
  Price,
  Sessions,
  Text,
  Texts,
  exactly,
  imagePath,
  list,
} from './primitives.ts';
import { words } from '../format/content.ts';
import type { RawArticle } from '../markdown.ts';

/** Decorative, always with a visible text next to them. */
export const IconName = v.picklist(
  words(
    'shield heart sparkles clock calendar user award check star sun snowflake droplet zap target',
    'leaf gift phone map-pin euro stethoscope layers eye',
  ),
);

const Time = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'attendu une heure telle que 09:00'),
);

export const OpeningHours = v.strictObject({
  label: Text, // "Lundi – Vendredi"
  days: list(v.picklist(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])),
  opens: Time,
  closes: Time,
});

const PhoneNumber = v.pipe(
  Text,
  v.regex(/^0[1-9](?:[ \u00A0]?\d{2}){4}$/, 'attendu un numéro français tel que 04 65 71 00 00'),
);

/** Written once (`display`); the E.164 form is derived, never typed a second time. */
export const Phone = v.pipe(
  v.strictObject({ display: PhoneNumber }),
  v.transform(({ display }) => ({ display, e164: `+33${display.replace(/\D/g, '').slice(1)}` })),
);

/** `tagline`: "Centre de Médecine Laser"; `badge`: approved laser-medicine centre. */
export const Clinic = v.strictObject({
  ...Texts('name tagline badge description').entries,
  doctor: v.strictObject({ ...Texts('name title specialty').entries, image: Image }),
  email: v.pipe(v.string(), v.email('attendu une adresse e-mail')),
  address: v.strictObject({
    street: Text,
    postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'attendu un code postal français')),
    ...Texts('city region').entries,
    country: v.literal('FR'),
  }),
  geo: v.strictObject({ latitude: v.number(), longitude: v.number() }),
  bookingUrl: v.pipe(v.string(), v.url('attendu l’adresse de la plateforme de réservation')),
  closedDays: Text, // "Dimanche : fermé"
  consultation: v.strictObject({
    fee: Euros, // 50 €
    durationMinutes: Minutes, // first consultation: 30 min
    summary: Text,
  }),
  practicalInfo: list(Text),
  acceptedPayments: list(Text),
  priceRange: Text,
  specialties: list(Text),
  hairRemovalPackageSavingsPercent: v.pipe(Count(1), v.maxValue(100)),
  logo: Image,
  socialImage: Image,
});

export const Footer = v.strictObject({
  ...Texts('description servicesTitle').entries,
  services: list(Link),
  informationTitle: Text,
  information: list(Text),
  legalNavigationLabel: Text,
  legalLinks: exactly(Link, 4, 'attendu les quatre liens légaux'),
  ...Texts('disclaimer copyright').entries,
});

const card = { id: Id, title: Text, subtitle: Text, description: Text, image: Image };

/** spec: Service. */
export const Service = v.strictObject({
  ...card,
  features: exactly(Text, 4, 'attendu exactement quatre atouts'),
  duration: Duration,
  sessions: Sessions,
});

/** spec: Treatment card. */
export const TreatmentCard = v.strictObject({
  ...card,
  price: Price,
  priceUnit: v.optional(Text), // "par zone", "la séance"
  duration: Duration,
  benefits: list(Text),
  process: v.optional(v.array(Text), []),
  zones: v.optional(v.array(Text), []),
  /** `null` when the spec gives it no real target. */
  href: v.nullable(InternalHref),
  linkLabel: Text,
});

/** spec: Price row: zone, prix, duree. */
export const PriceRow = v.strictObject({
  zone: Text,
  price: Price,
  duration: v.optional(Duration),
  note: v.optional(Text),
});

/** The three-session breakdown (per session, saving) is computed, never written. */
export const SessionPriceRow = v.pipe(
  v.strictObject({
    zone: Text,
    oneSession: Euros,
    threeSessions: Euros,
  }),
  v.transform((row) => ({
    ...row,
    breakdown: {
      perSession: Math.round((row.threeSessions / 3) * 100) / 100,
      saving: row.oneSession * 3 - row.threeSessions,
    },
  })),
);

const priceTable = <K extends string, R extends v.GenericSchema>(kind: K, row: R) =>
  v.strictObject({
    kind: v.literal(kind),
    id: Id,
    title: Text,
    caption: v.optional(Text),
    /** When its rows are not zones ("Soin"). */
    firstColumn: v.optional(Text),
    rows: list(row),
  });

export const PriceTable = v.variant('kind', [
  priceTable('standard', PriceRow),
  priceTable('sessions', SessionPriceRow),
]);

/** Undefined when a zone has no single price: the card then shows no comparison. */
export function separatePrice(
  pack: { zones: readonly string[]; category: string },
  tables: readonly v.InferOutput<typeof PriceTable>[],
): number | undefined {
  const prices = new Map<string, number>();
  for (const table of tables) {
    if (table.kind !== 'standard') continue;
    if (table.id !== pack.category && !table.id.startsWith(`${pack.category}-`)) continue;
    for (const row of table.rows)
      if (typeof row.price === 'number') prices.set(row.zone, row.price);
  }
  const sum = pack.zones.reduce((total, zone) => total + (prices.get(zone) ?? NaN), 0);
  return Number.isNaN(sum) ? undefined : sum;
}

/** spec: title, zones, price, sessions label, popular flag, category; `separatePrice` is computed. */
const WrittenHairRemovalPackage = v.strictObject({
  id: Id,
  title: Text,
  zones: list(Text),
  price: Euros,
  sessionsLabel: Text,
  popular: v.boolean(),
  category: v.picklist(['femme', 'homme']),
});

export const HairRemovalPackage = v.pipe(
  WrittenHairRemovalPackage,
  v.transform(
    (pack): v.InferOutput<typeof WrittenHairRemovalPackage> & { separatePrice?: number } => pack,
  ),
);

/** spec: title, description, price, savings text. */
export const BodyPackage = v.strictObject({
  id: Id,
  ...Texts('title description').entries,
  price: Price,
  saving: Euros,
  includes: list(Text),
});

/** spec: etape, titre, description, duree, details. */
export const SessionStep = v.strictObject({
  step: Count(1),
  ...Texts('title description').entries,
  duration: v.optional(Text),
  details: v.optional(v.array(Text), []),
});

/** spec: titre, items, benefices. */
export const IndicationGroup = v.strictObject({
  title: Text,
  items: list(Text),
  benefits: v.optional(Text),
});

/** spec: categorie, elements, benefices. */
export const CompositionCategory = v.strictObject({
  category: Text,
  elements: list(Text),
  benefits: Text,
});

/** spec: icon, title, description, details. */
export const BenefitCard = v.strictObject({
  icon: IconName,
  ...Texts('title description').entries,
  details: v.optional(v.array(Text), []),
});

/** spec: nom, description, details. */
export const LesionType = v.strictObject({
  ...Texts('name description').entries,
  details: v.optional(v.array(Text), []),
});

/** spec: question, reponse. */
export const FaqItem = v.strictObject({ question: Text, answer: Text });

/** RGPD art. 13: what is done with the data, and a link to the privacy policy. */
export const PrivacyNotice = v.strictObject({ text: Text, link: Link });

/** spec: periode, symptomes, duree. */
export const TimelineEntry = v.strictObject({
  ...Texts('period title').entries,
  description: v.optional(Text),
  duration: v.optional(Text),
});

/** "10+", "2000+", "98%". */
export const Figure = v.strictObject({ value: FigureValue, label: Text });

export const Value = v.strictObject({ icon: IconName, title: Text, description: Text });

/** Sample texts until the clinic supplies real ones. */
export const Testimonial = v.strictObject({
  ...Texts('name treatment text').entries,
  rating: v.literal(5),
});

export const Offer = v.strictObject({
  id: Id,
  name: Text,
  duration: v.optional(Duration),
  price: Price,
  description: Text,
  included: list(Text),
  popular: v.optional(v.boolean(), false),
});

/** Exactly one of `value`, `duration` (minutes) or `price` (euros). */
export const Fact = v.pipe(
  v.strictObject({
    label: Text,
    value: v.optional(Text),
    duration: v.optional(Duration),
    price: v.optional(Price),
    /** Text after a formatted price or duration: "la zone", "selon la formule". */
    suffix: v.optional(Text),
  }),
  v.check(
    (fact) => [fact.value, fact.duration, fact.price].filter((x) => x !== undefined).length === 1,
    'attendu exactement un champ parmi value, duration ou price',
  ),
);

export const Town = v.strictObject({ name: Text, driveMinutes: Minutes });

export const VoucherOffer = v.strictObject({
  id: Id,
  ...Texts('title subtitle').entries,
  price: Euros,
  originalPrice: Euros, // crossed-out value, not displayed
  description: Text,
  includes: list(Text), // not displayed
  popular: v.boolean(),
  validityMonths: v.picklist([6, 12]),
  colour: v.picklist(['sand', 'teal', 'ink']),
});

/** `giftType`: "Personnalisé". */
export const CustomVoucher = v.strictObject({
  ...Texts('title subtitle description giftType').entries,
  minimum: Euros,
  maximum: Euros,
  validityMonths: v.literal(12),
});

/** Blog article (spec: id, title, slug, excerpt, content, author, publishedDate, readTime, category, tags, image, seo*, keywords). */
export const BlogCategory = v.picklist(
  [
    'Laser Thérapeutique',
    'Rajeunissement',
    'Remodelage Corporel',
    'Soins Visage',
    'Épilation',
    'Innovation',
  ],
  'attendu l’une des catégories « Laser Thérapeutique », « Rajeunissement », « Remodelage Corporel », « Soins Visage », « Épilation », « Innovation »',
);

export const ArticleFrontMatter = v.strictObject({
  id: v.pipe(v.number('attendu un nombre entier'), v.integer(), v.minValue(1)),
  title: Text,
  slug: Id,
  ...Texts('excerpt author').entries,
  publishedDate: CalendarDay('2026-03-12'),
  readTime: v.pipe(
    v.string('attendu un temps de lecture tel que « 7 min »'),
    v.regex(/^\d+ min$/, 'attendu un temps de lecture tel que « 7 min »'),
  ),
  category: BlogCategory,
  tags: list(Text),
  image: v.pipe(v.string(), imagePath('/images/blog/hydrafacial.svg')),
  ...Texts('imageAlt seoTitle seoDescription').entries,
  keywords: list(Text),
});

export const PageMeta = v.strictObject({
  ...Texts('title description').entries,
  keywords: list(Text),
  path: InternalHref,
  image: v.optional(Image),
  type: v.optional(v.picklist(['website', 'article']), 'website'),
  twitterCard: v.optional(v.picklist(['summary', 'summary_large_image']), 'summary_large_image'),
});

export type OpeningHours = v.InferOutput<typeof OpeningHours>;
export type Phone = v.InferOutput<typeof Phone>;
export type Footer = v.InferOutput<typeof Footer>;
export type Service = v.InferOutput<typeof Service>;
export type TreatmentCard = v.InferOutput<typeof TreatmentCard>;
export type PriceRow = v.InferOutput<typeof PriceRow>;
export type SessionPriceRow = v.InferOutput<typeof SessionPriceRow>;
export type PriceTable = v.InferOutput<typeof PriceTable>;
export type HairRemovalPackage = v.InferOutput<typeof HairRemovalPackage>;
export type BodyPackage = v.InferOutput<typeof BodyPackage>;
export type SessionStep = v.InferOutput<typeof SessionStep>;
export type IndicationGroup = v.InferOutput<typeof IndicationGroup>;
export type CompositionCategory = v.InferOutput<typeof CompositionCategory>;
export type FaqItem = v.InferOutput<typeof FaqItem>;
export type PrivacyNotice = v.InferOutput<typeof PrivacyNotice>;
export type TimelineEntry = v.InferOutput<typeof TimelineEntry>;
export type Figure = v.InferOutput<typeof Figure>;
export type Testimonial = v.InferOutput<typeof Testimonial>;
export type Offer = v.InferOutput<typeof Offer>;
export type Fact = v.InferOutput<typeof Fact>;
export type Town = v.InferOutput<typeof Town>;
export type VoucherOffer = v.InferOutput<typeof VoucherOffer>;
export type CustomVoucher = v.InferOutput<typeof CustomVoucher>;
export type BlogCategory = v.InferOutput<typeof BlogCategory>;
export type ArticleFrontMatter = v.InferOutput<typeof ArticleFrontMatter>;
/** The front matter, then what the Markdown gave. */
export type Article = ArticleFrontMatter &
  Omit<RawArticle, 'frontMatter' | 'frontMatterError' | 'errorLine' | 'errorField' | 'bodyErrors'>;
export type PageMeta = v.InferOutput<typeof PageMeta>;
export type IconName = v.InferOutput<typeof IconName>;

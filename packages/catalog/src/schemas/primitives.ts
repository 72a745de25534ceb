import * as v from 'valibot';
import { frenchTypography } from '../format/typography.ts';

/** Trimmed, not empty, French typography applied. */
export const Text = v.pipe(
  v.string('expected text'),
  v.trim(),
  v.nonEmpty('expected a non-empty text'),
  v.transform(frenchTypography),
);

const frenchNumber = new Intl.NumberFormat('fr-FR');

/** The leading number is written the French way ("2000+" → "2 000+"). */
export const FigureValue = v.pipe(
  Text,
  v.transform((value) => value.replace(/^\d{4,}/, (digits) => frenchNumber.format(Number(digits)))),
);

export const Id = v.pipe(
  v.string('expected an id'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lowercase letters, digits and hyphens'),
);

export const InternalHref = v.pipe(
  v.string('expected a link'),
  v.regex(/^\/[a-z0-9\-/]*([?#][^\s]*)?$/, 'expected an internal path such as /contact'),
);

/** Whole euros: cents exist only at the payment boundary. */
export const Euros = v.pipe(
  v.number('expected a number of euros'),
  v.integer('expected whole euros'),
  v.minValue(0, 'expected a positive amount'),
);

export const Minutes = v.pipe(
  v.number('expected a number of minutes'),
  v.integer('expected whole minutes'),
  v.minValue(1, 'expected at least 1 minute'),
);

const range = (min: number, max: number) => min < max;
const RANGE_MESSAGE = 'expected min to be below max';

const EurosRange = v.pipe(
  v.strictObject({ min: Euros, max: Euros }),
  v.check((r) => range(r.min, r.max), RANGE_MESSAGE),
);
const MinutesRange = v.pipe(
  v.strictObject({ min: Minutes, max: Minutes }),
  v.check((r) => range(r.min, r.max), RANGE_MESSAGE),
);
const SessionCount = v.pipe(v.number(), v.integer(), v.minValue(1));
const SessionsRange = v.pipe(
  v.strictObject({ min: SessionCount, max: SessionCount }),
  v.check((r) => range(r.min, r.max), RANGE_MESSAGE),
);

export const Price = v.union(
  [Euros, EurosRange, v.strictObject({ from: Euros })],
  'expected whole euros, { min, max } or { from }',
);

export const Duration = v.union([Minutes, MinutesRange], 'expected minutes or { min, max }');

export const Sessions = v.union(
  [SessionCount, SessionsRange],
  'expected a number of sessions or { min, max }',
);

/** Kept in `packages/catalog/assets/images`. */
export const Image = v.strictObject({
  src: v.pipe(
    v.string('expected an image path'),
    v.regex(
      /^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/,
      'expected a path such as /images/treatments/hydrafacial.svg',
    ),
  ),
  alt: Text,
  /** Shown whole in a portrait frame, never cropped to landscape. */
  orientation: v.optional(
    v.picklist(['landscape', 'portrait'], 'expected "landscape" or "portrait"'),
  ),
});

export const Link = v.strictObject({ label: Text, href: InternalHref });

export type Price = v.InferOutput<typeof Price>;
export type Duration = v.InferOutput<typeof Duration>;
export type Sessions = v.InferOutput<typeof Sessions>;
export type Image = v.InferOutput<typeof Image>;
export type Link = v.InferOutput<typeof Link>;

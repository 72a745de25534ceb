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

export const list = <T extends v.GenericSchema>(item: T, min = 1) =>
  v.pipe(v.array(item), v.minLength(min, `expected at least ${min} item(s)`));

export const exactly = <T extends v.GenericSchema>(item: T, count: number, message: string) =>
  v.pipe(v.array(item), v.length(count, message));

/** An object whose every field is a text. */
export const Texts = <K extends string>(keys: readonly K[]) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, Text])) as Record<K, typeof Text>);

export const Count = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

const range = (bound: v.GenericSchema<number>) =>
  v.pipe(
    v.strictObject({ min: bound, max: bound }),
    v.check((r) => r.min < r.max, 'expected min to be below max'),
  );
const SessionCount = Count(1);

export const Price = v.union(
  [Euros, range(Euros), v.strictObject({ from: Euros })],
  'expected whole euros, { min, max } or { from }',
);

export const Duration = v.union([Minutes, range(Minutes)], 'expected minutes or { min, max }');

export const Sessions = v.union(
  [SessionCount, range(SessionCount)],
  'expected a number of sessions or { min, max }',
);

/** Kept in `packages/catalog/assets/images`. */
export const imagePath = (example: string) =>
  v.regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/, `expected a path such as ${example}`);

export const Image = v.strictObject({
  src: v.pipe(v.string('expected an image path'), imagePath('/images/treatments/hydrafacial.svg')),
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

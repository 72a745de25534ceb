import * as v from 'valibot';
import { words } from '../format/content.ts';
import { isCalendarDay } from '../format/dates.ts';
import { frenchTypography } from '../format/typography.ts';

/** Trimmed, not empty, French typography applied. */
export const Text = v.pipe(
  v.string('attendu un texte'),
  v.trim(),
  v.nonEmpty('attendu un texte non vide'),
  v.transform(frenchTypography),
);

const frenchNumber = new Intl.NumberFormat('fr-FR');

/** The leading number is written the French way ("2000+" → "2 000+"). */
export const FigureValue = v.pipe(
  Text,
  v.transform((value) => value.replace(/^\d{4,}/, (digits) => frenchNumber.format(Number(digits)))),
);

export const Id = v.pipe(
  v.string('attendu un identifiant'),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'attendu des minuscules sans accent, des chiffres et des tirets',
  ),
);

export const InternalHref = v.pipe(
  v.string('attendu un lien'),
  v.regex(/^\/[a-z0-9\-/]*([?#][^\s]*)?$/, 'attendu un chemin du site tel que /contact'),
);

/** Whole euros: cents exist only at the payment boundary. */
export const Euros = v.pipe(
  v.number('attendu un nombre d’euros'),
  v.integer('attendu des euros entiers'),
  v.minValue(0, 'attendu un montant positif'),
);

export const Minutes = v.pipe(
  v.number('attendu un nombre de minutes'),
  v.integer('attendu des minutes entières'),
  v.minValue(1, 'attendu au moins 1 minute'),
);

export const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.minLength(1, 'attendu au moins 1 élément(s)'));

export const exactly = <T extends v.GenericSchema>(item: T, count: number, message: string) =>
  v.pipe(v.array(item), v.length(count, message));

/** A strict object whose named fields all have the one schema. */
export const alike = <K extends string, S extends v.GenericSchema>(
  names: readonly K[],
  schema: S,
) => v.strictObject(Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>);

/** An object whose every field is a text, named in order: `Texts('title intro', 'submit')`. */
export const Texts = <S extends string>(...names: S[]) => alike(words(...names), Text);

/** A day of the calendar: `2026-02-30`, which does not exist, is refused. */
export const CalendarDay = (example: string) =>
  v.pipe(
    v.string(`attendu une date telle que ${example}`),
    v.check(isCalendarDay, `attendu une date du calendrier telle que ${example} (AAAA-MM-JJ)`),
  );

export const Count = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

const range = (bound: v.GenericSchema<number>) =>
  v.pipe(
    v.strictObject({ min: bound, max: bound }),
    v.check((r) => r.min < r.max, 'attendu min inférieur à max'),
  );

export const Price = v.union(
  [Euros, range(Euros), v.strictObject({ from: Euros })],
  'attendu des euros entiers, { min, max } ou { from }',
);

export const Duration = v.union([Minutes, range(Minutes)], 'attendu des minutes ou { min, max }');

export const Sessions = v.union(
  [Count(1), range(Count(1))],
  'attendu un nombre de séances ou { min, max }',
);

/** Kept in `packages/catalog/assets/images`. */
export const imagePath = (example: string) =>
  v.regex(/^\/images\/[a-z0-9\-/]+\.(svg|png|jpg|webp)$/, `attendu un chemin tel que ${example}`);

export const Image = v.strictObject({
  src: v.pipe(
    v.string('attendu le chemin d’une image'),
    imagePath('/images/treatments/hydrafacial.svg'),
  ),
  alt: Text,
  /** Shown whole in a portrait frame, never cropped to landscape. */
  orientation: v.optional(
    v.picklist(['landscape', 'portrait'], 'attendu « landscape » ou « portrait »'),
  ),
});

export const Link = v.strictObject({ label: Text, href: InternalHref });

export type Price = v.InferOutput<typeof Price>;
export type Duration = v.InferOutput<typeof Duration>;
export type Sessions = v.InferOutput<typeof Sessions>;
export type Image = v.InferOutput<typeof Image>;
export type Link = v.InferOutput<typeof Link>;

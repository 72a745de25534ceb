/**
 * The type a data file is written in, so that the editor underlines a mistake (a price written as
 * text, an unknown key, a missing field) before any command runs:
 *
 *   export default { … } satisfies DataFile<typeof TreatmentPage>;
 *
 * It is the schema's input type (`v.InferInput`: what the file holds before the schema trims texts
 * and fills defaults) in which any value may instead be a variant reference,
 * `{ variant: 'cryolipolyseDuration.treatmentPage' }`, naming a reading of src/data/variants.ts whose
 * value fits there; the loader resolves it (src/variants.ts). `npm run catalog:check` still runs the
 * schema itself and the checks, which see what types cannot (regexes, ranges, cross-file facts).
 */
import type * as v from 'valibot';
import type { Variants } from './site.ts';

type VariantsInput = v.InferInput<typeof Variants>;

/** Per variant, the value of each reading by its reference name (`'phone.visibleText'` → `{ display: string }`). */
type ReadingValues = {
  [N in keyof VariantsInput]: {
    [
      R in keyof VariantsInput[N]['readings'] as `${N}.${R & string}`
    ]: VariantsInput[N]['readings'][R] extends {
      value: infer Value;
    }
      ? Value
      : never;
  };
}[keyof VariantsInput];

/** The per-variant objects above merged into one (a union of objects → their intersection). */
type Merge<U> = (U extends unknown ? (key: U) => void : never) extends (key: infer I) => void
  ? I
  : never;
type ReadingValue = Merge<ReadingValues>;

/** The readings whose value may stand where a `T` is expected. */
export type VariantName<T> = {
  [N in keyof ReadingValue]: ReadingValue[N] extends T ? N : never;
}[keyof ReadingValue];

/** A reference to a reading of src/data/variants.ts that fits where a `T` is expected. */
export interface VariantReference<T> {
  variant: VariantName<T>;
}

type Written<T> = T extends readonly (infer Item)[]
  ? Authored<Item>[]
  : T extends object
    ? { [K in keyof T]: Authored<T[K]> }
    : T;

/** `T` as a data file writes it: each value, at any depth, may be a variant reference instead. */
export type Authored<T> =
  Written<T> | ([VariantName<T>] extends [never] ? never : VariantReference<T>);

/** The type a data file validated by `Schema` is written in. */
export type DataFile<Schema extends v.GenericSchema> = Authored<v.InferInput<Schema>>;

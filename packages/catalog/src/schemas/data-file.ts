/**
 * The type a data file is written in, so the editor underlines a mistake before any command runs;
 * any value may instead be a variant reference, which the loader resolves.
 */
import type * as v from 'valibot';
import type { Variants } from './site.ts';

type VariantsInput = v.InferInput<typeof Variants>;

/** A variant or a reading the file may leave out is still one a reference may name. */
type ReadingsOf<N extends keyof VariantsInput> = NonNullable<VariantsInput[N]>['readings'];

type ReadingValues = {
  [N in keyof VariantsInput]-?: {
    [R in keyof ReadingsOf<N> as `${N}.${R & string}`]-?: NonNullable<ReadingsOf<N>[R]> extends {
      value: infer Value;
    }
      ? Value
      : never;
  };
}[keyof VariantsInput];

/** A union of objects → their intersection. */
type Merge<U> = (U extends unknown ? (key: U) => void : never) extends (key: infer I) => void
  ? I
  : never;
type ReadingValue = Merge<ReadingValues>;

type VariantName<T> = {
  [N in keyof ReadingValue]: ReadingValue[N] extends T ? N : never;
}[keyof ReadingValue];

type Written<T> = T extends readonly (infer Item)[]
  ? Authored<Item>[]
  : T extends object
    ? { [K in keyof T]: Authored<T[K]> }
    : T;

type Authored<T> =
  Written<T> | ([VariantName<T>] extends [never] ? never : { variant: VariantName<T> });

export type DataFile<Schema extends v.GenericSchema> = Authored<v.InferInput<Schema>>;

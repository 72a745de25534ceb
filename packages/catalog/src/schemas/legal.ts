/** A fact the clinic has not supplied starts with "À compléter"; a supplied one is checked. */
import * as v from 'valibot';
import { PageMeta } from './entities.ts';
import { Id, InternalHref, Text, list } from './primitives.ts';

export const LEGAL_PLACEHOLDER_PREFIX = 'À compléter';

const Placeholder = v.pipe(
  Text,
  v.startsWith(LEGAL_PLACEHOLDER_PREFIX, `expected "${LEGAL_PLACEHOLDER_PREFIX} : …"`),
);

const OrPlaceholder = (schema: v.GenericSchema<string, string>, expected: string) =>
  v.union(
    [Placeholder, schema],
    `expected ${expected}, or "${LEGAL_PLACEHOLDER_PREFIX} : …" until the clinic supplies it`,
  );
const Fact = (pattern: RegExp, expected: string) =>
  OrPlaceholder(v.pipe(Text, v.regex(pattern, expected)), expected);

const AnyText = Fact(/\S/, 'a text');
const Url = v.pipe(
  v.string('expected an address'),
  v.url('expected a full address such as https://…'),
  v.startsWith('https://', 'expected an https:// address'),
);
const UrlFact = OrPlaceholder(Url, 'an https:// address');

const Company = v.strictObject({ name: Text, address: Text, website: Url });

export const LegalFacts = v.strictObject({
  publisher: v.strictObject({
    /** Entreprise individuelle, SELARL… */
    legalForm: AnyText,
    /** Leave out for a sole practitioner. */
    shareCapital: v.optional(Fact(/\d.*€$/, 'an amount such as "1 000 €"')),
    siret: Fact(/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, 'a SIRET of 14 digits'),
    /** If the clinic is liable to VAT. */
    vatNumber: v.optional(Fact(/^FR ?\w{2} ?\d{9}$/, 'a VAT number such as "FR 12 345678901"')),
    publicationDirector: AnyText,
  }),
  doctor: v.strictObject({
    /** Professional title and the State that granted it. */
    qualification: AnyText,
    rpps: Fact(/^\d{11}$/, 'an RPPS number of 11 digits'),
    /** Departmental council and number. */
    ordre: AnyText,
  }),
  host: v.strictObject({ ...Company.entries, phone: AnyText }),
  processors: v.strictObject({ aws: Company, stripe: Company }),
  mediator: v.strictObject({ name: AnyText, address: AnyText, website: UrlFact }),
  authority: Company,
  /** Periods the law leaves to the clinic (and its lawyer) to set. */
  retention: v.strictObject({
    /** Once the voucher is over. */
    voucherRegister: AnyText,
  }),
});

const Block = v.variant('kind', [
  v.strictObject({ kind: v.literal('paragraph'), text: Text }),
  v.strictObject({ kind: v.literal('list'), items: list(Text) }),
  v.strictObject({
    kind: v.literal('facts'),
    rows: list(v.strictObject({ label: Text, value: Text })),
  }),
  v.strictObject({
    kind: v.literal('links'),
    links: list(
      v.strictObject({
        label: Text,
        href: v.union(
          [InternalHref, v.pipe(v.string(), v.regex(/^#[a-z0-9-]+$/)), Url],
          'expected /path, #anchor or https://…',
        ),
      }),
    ),
  }),
  /** Each line followed by room to write. */
  v.strictObject({ kind: v.literal('form'), lines: list(Text), footnote: v.optional(Text) }),
]);

export const LegalSection = v.strictObject({
  /** The checks require some of them. */
  id: Id,
  title: Text,
  blocks: list(Block),
});

const IsoDate = v.pipe(
  v.string('expected a date'),
  v.isoDate('expected a date such as 2026-11-23'),
);

const legalPage = {
  path: InternalHref,
  title: Text,
  intro: Text,
  sections: list(LegalSection),
  meta: PageMeta,
};

export const LegalPage = v.strictObject({
  ...legalPage,
  /** Date of the last change of the text, shown above it. */
  updated: IsoDate,
});

/** The payment records the version (`legalRefs.cgv.version`) as the one the buyer accepted. */
export const TermsOfSalePage = v.strictObject(legalPage);

export type LegalFacts = v.InferOutput<typeof LegalFacts>;
export type LegalBlock = v.InferOutput<typeof Block>;
export type LegalSection = v.InferOutput<typeof LegalSection>;
export type LegalPage = v.InferOutput<typeof LegalPage>;
export type TermsOfSalePage = v.InferOutput<typeof TermsOfSalePage>;

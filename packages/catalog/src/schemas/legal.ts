/** A fact the clinic has not supplied starts with "À compléter"; a supplied one is checked. */
import * as v from 'valibot';
import { PageMeta } from './entities.ts';
import { CalendarDay, Id, InternalHref, Text, Texts, list } from './primitives.ts';

export const LEGAL_PLACEHOLDER_PREFIX = 'À compléter';

const Placeholder = v.pipe(
  Text,
  v.startsWith(LEGAL_PLACEHOLDER_PREFIX, `attendu « ${LEGAL_PLACEHOLDER_PREFIX} : … »`),
);

const OrPlaceholder = (schema: v.GenericSchema<string, string>, expected: string) =>
  v.union(
    [Placeholder, schema],
    `attendu ${expected}, ou « ${LEGAL_PLACEHOLDER_PREFIX} : … » en attendant que la clinique le fournisse`,
  );
const Fact = (pattern: RegExp, expected: string) =>
  OrPlaceholder(v.pipe(Text, v.regex(pattern, expected)), expected);

const AnyText = Fact(/\S/, 'un texte');
const Url = v.pipe(
  v.string('attendu une adresse'),
  v.url('attendu une adresse complète telle que https://…'),
  v.startsWith('https://', 'attendu une adresse https://'),
);
const UrlFact = OrPlaceholder(Url, 'une adresse https://');

const Company = v.strictObject({ name: Text, address: Text, website: Url });

export const LegalFacts = v.strictObject({
  publisher: v.strictObject({
    /** Entreprise individuelle, SELARL… */
    legalForm: AnyText,
    /** Leave out for a sole practitioner. */
    shareCapital: v.optional(Fact(/\d.*€$/, 'un montant tel que « 1 000 € »')),
    siret: Fact(/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, 'un SIRET de 14 chiffres'),
    /** If the clinic is liable to VAT. */
    vatNumber: v.optional(
      Fact(/^FR ?\w{2} ?\d{9}$/, 'un numéro de TVA tel que « FR 12 345678901 »'),
    ),
    publicationDirector: AnyText,
  }),
  doctor: v.strictObject({
    /** Professional title and the State that granted it. */
    qualification: AnyText,
    rpps: Fact(/^\d{11}$/, 'un numéro RPPS de 11 chiffres'),
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
          'attendu /chemin, #ancre ou https://…',
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

const legalPage = {
  path: InternalHref,
  ...Texts('title intro').entries,
  sections: list(LegalSection),
  meta: PageMeta,
};

export const LegalPage = v.strictObject({
  ...legalPage,
  /** Date of the last change of the text, shown above it. */
  updated: CalendarDay('2026-11-23'),
});

/** The payment records the version (`legalRefs.cgv.version`) as the one the buyer accepted. */
export const TermsOfSalePage = v.strictObject(legalPage);

export type LegalBlock = v.InferOutput<typeof Block>;
export type LegalSection = v.InferOutput<typeof LegalSection>;
export type LegalPage = v.InferOutput<typeof LegalPage>;

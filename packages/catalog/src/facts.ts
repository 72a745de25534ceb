/**
 * `@clinique/catalog/facts`: the few catalog sources the Lambda functions need (the clinic, the
 * variants, the interface texts, the voucher page), validated exactly as the whole catalog validates
 * them, without the articles and the page texts, so that the functions' bundles stay small.
 *
 * The full catalog (`@clinique/catalog`) and `npm run catalog:check` remain the reference: these are
 * the same data files and schemas, loaded alone.
 */
import * as v from 'valibot';
import clinic from './data/clinic.ts';
import interfaceText from './data/interface.ts';
import contact from './data/pages/contact.ts';
import contactThanks from './data/pages/contact-thanks.ts';
import vouchers from './data/pages/vouchers.ts';
import variants from './data/variants.ts';
import { formatProblem, issuesToProblems, type Problem } from './problems.ts';
import { Clinic } from './schemas/entities.ts';
import { ContactPage, ContactThanksPage, VouchersPage } from './schemas/pages.ts';
import { InterfaceText, Variants } from './schemas/site.ts';
import { resolveVariants } from './variants.ts';
import { type ContactFacts, resolveContactFacts } from './contact-facts.ts';

export interface CatalogFacts {
  clinic: v.InferOutput<typeof Clinic>;
  variants: v.InferOutput<typeof Variants>;
  /** The phone and opening hours as the pages show them (src/contact-facts.ts). */
  contactFacts: ContactFacts;
  interfaceText: v.InferOutput<typeof InterfaceText>;
  vouchers: v.InferOutput<typeof VouchersPage>;
  /** The contact page and its confirmation page (the forms' no-JavaScript answers link to them). */
  contact: v.InferOutput<typeof ContactPage>;
  contactThanks: v.InferOutput<typeof ContactThanksPage>;
}

function parse<S extends v.GenericSchema>(
  file: string,
  schema: S,
  raw: unknown,
  resolvedVariants: v.InferOutput<typeof Variants> | undefined,
  problems: Problem[],
): v.InferOutput<S> | undefined {
  let data = raw;
  if (resolvedVariants) {
    const resolved = resolveVariants(file, raw, resolvedVariants);
    data = resolved.data;
    for (const missing of resolved.unresolved) {
      problems.push({
        file,
        entry: missing.path,
        field: 'variant',
        message: `unknown variant reading "${missing.reference}"`,
        severity: 'error',
      });
    }
  }
  const result = v.safeParse(schema, data);
  if (!result.success) {
    problems.push(...issuesToProblems(file, data, result.issues));
    return undefined;
  }
  return result.output;
}

function loadFacts(): CatalogFacts {
  const problems: Problem[] = [];
  const parsedVariants = parse('src/data/variants.ts', Variants, variants, undefined, problems);
  const clinicFacts = parse('src/data/clinic.ts', Clinic, clinic, parsedVariants, problems);
  const interfaceFacts = parse(
    'src/data/interface.ts',
    InterfaceText,
    interfaceText,
    parsedVariants,
    problems,
  );
  const voucherFacts = parse(
    'src/data/pages/vouchers.ts',
    VouchersPage,
    vouchers,
    parsedVariants,
    problems,
  );
  const contactFacts = parse(
    'src/data/pages/contact.ts',
    ContactPage,
    contact,
    parsedVariants,
    problems,
  );
  const contactThanksFacts = parse(
    'src/data/pages/contact-thanks.ts',
    ContactThanksPage,
    contactThanks,
    parsedVariants,
    problems,
  );
  if (
    problems.length > 0 ||
    !parsedVariants ||
    !clinicFacts ||
    !interfaceFacts ||
    !voucherFacts ||
    !contactFacts ||
    !contactThanksFacts
  ) {
    throw new Error(
      `The catalog has ${problems.length} problem(s); run npm run catalog:check.\n${problems.map(formatProblem).join('\n')}`,
    );
  }
  return {
    clinic: clinicFacts,
    variants: parsedVariants,
    contactFacts: resolveContactFacts(parsedVariants),
    interfaceText: interfaceFacts,
    vouchers: voucherFacts,
    contact: contactFacts,
    contactThanks: contactThanksFacts,
  };
}

/** The validated facts (throws on load, like `@clinique/catalog`, if a source is invalid). */
export const catalogFacts: CatalogFacts = loadFacts();

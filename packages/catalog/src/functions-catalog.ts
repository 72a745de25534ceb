/**
 * The few catalog sources the Lambda functions need, validated as the whole catalog validates them,
 * but alone: the articles and page texts stay out of the functions' bundles.
 */
import type * as v from 'valibot';
import clinic from './data/clinic.ts';
import interfaceText from './data/interface.ts';
import contact from './data/pages/contact.ts';
import contactThanks from './data/pages/contact-thanks.ts';
import vouchers from './data/pages/vouchers.ts';
import variants from './data/variants.ts';
import { catalogError, type Problem } from './problems.ts';
import { Clinic } from './schemas/entities.ts';
import { ContactPage, ContactThanksPage, VouchersPage } from './schemas/pages.ts';
import { InterfaceText, Variants } from './schemas/site.ts';
import { validateSource } from './validate-source.ts';
import { resolveContactFacts } from './contact-facts.ts';

function loadFunctionsCatalog() {
  const problems: Problem[] = [];
  const check = <S extends v.GenericSchema>(
    file: string,
    schema: S,
    data: unknown,
    resolved?: v.InferOutput<typeof Variants>,
  ) => validateSource({ file: `src/data/${file}`, schema, data }, resolved, problems, []);
  const parsed = check('variants.ts', Variants, variants);
  const loaded = {
    clinic: check('clinic.ts', Clinic, clinic, parsed),
    interfaceText: check('interface.ts', InterfaceText, interfaceText, parsed),
    vouchers: check('pages/vouchers.ts', VouchersPage, vouchers, parsed),
    /** The contact page and its confirmation page (the forms' no-JavaScript answers link to them). */
    contact: check('pages/contact.ts', ContactPage, contact, parsed),
    contactThanks: check('pages/contact-thanks.ts', ContactThanksPage, contactThanks, parsed),
  };
  if (problems.length > 0 || !parsed || Object.values(loaded).includes(undefined))
    throw catalogError(problems);
  return {
    ...(loaded as { [K in keyof typeof loaded]: NonNullable<(typeof loaded)[K]> }),
    variants: parsed,
    /** The phone and opening hours as the pages show them (src/contact-facts.ts). */
    contactFacts: resolveContactFacts(parsed),
  };
}

export type FunctionsCatalog = ReturnType<typeof loadFunctionsCatalog>;

/** The validated sources (throws on load, like `@clinique/catalog`, if a source is invalid). */
export const functionsCatalog: FunctionsCatalog = loadFunctionsCatalog();

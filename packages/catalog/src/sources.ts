/**
 * Every data file of the catalog, with the schema it must satisfy. To add a treatment page: write
 * `data/treatments/<id>.ts` and add it to `treatmentPages` below.
 */
import type * as v from 'valibot';
import * as entities from './schemas/entities.ts';
import * as pages from './schemas/pages.ts';
import * as legal from './schemas/legal.ts';
import * as site from './schemas/site.ts';

import clinic from './data/clinic.ts';
import variants from './data/variants.ts';
import layout from './data/layout.ts';
import interfaceText from './data/interface.ts';
import home from './data/pages/home.ts';
import whyChooseUs from './data/pages/why-choose-us.ts';
import about from './data/pages/about.ts';
import contact from './data/pages/contact.ts';
import vouchers from './data/pages/vouchers.ts';
import faq from './data/pages/faq.ts';
import success from './data/pages/success.ts';
import contactThanks from './data/pages/contact-thanks.ts';
import blog from './data/pages/blog.ts';
import notFound from './data/pages/not-found.ts';
import local from './data/pages/local.ts';
import soinsVisage from './data/pages/soins-visage.ts';
import soinsCorps from './data/pages/soins-corps.ts';
import hydrafacial from './data/treatments/hydrafacial.ts';
import mesotherapie from './data/treatments/mesotherapie.ts';
import peelingRetinol from './data/treatments/peeling-retinol.ts';
import laserCo2 from './data/treatments/laser-co2.ts';
import ledMiltaderm from './data/treatments/led-miltaderm.ts';
import lesionPigmentaire from './data/treatments/lesion-pigmentaire.ts';
import coolpeel from './data/treatments/coolpeel.ts';
import epilationLaser from './data/treatments/epilation-laser.ts';
import cryolipolyse from './data/treatments/cryolipolyse.ts';
import detatouage from './data/treatments/detatouage.ts';
import morpheus8 from './data/treatments/morpheus8.ts';
import legalFacts from './data/legal/facts.ts';
import mentionsLegales from './data/legal/mentions-legales.ts';
import politiqueDeConfidentialite from './data/legal/politique-de-confidentialite.ts';
import conditionsGeneralesDeVente from './data/legal/conditions-generales-de-vente.ts';
import cookies from './data/legal/cookies.ts';

export interface Source<S extends v.GenericSchema = v.GenericSchema> {
  /** Path shown in messages, relative to packages/catalog/src. */
  file: string;
  schema: S;
  data: unknown;
}

const source = <S extends v.GenericSchema>(file: string, schema: S, data: unknown): Source<S> => ({
  file: `src/data/${file}`,
  schema,
  data,
});

export const sources = {
  clinic: source('clinic.ts', entities.Clinic, clinic),
  layout: source('layout.ts', site.Layout, layout),
  interfaceText: source('interface.ts', site.InterfaceText, interfaceText),
  home: source('pages/home.ts', pages.Home, home),
  whyChooseUs: source('pages/why-choose-us.ts', pages.WhyChooseUs, whyChooseUs),
  about: source('pages/about.ts', pages.About, about),
  contact: source('pages/contact.ts', pages.ContactPage, contact),
  vouchers: source('pages/vouchers.ts', pages.VouchersPage, vouchers),
  faq: source('pages/faq.ts', pages.FaqPage, faq),
  success: source('pages/success.ts', pages.SuccessPage, success),
  contactThanks: source('pages/contact-thanks.ts', pages.ContactThanksPage, contactThanks),
  blog: source('pages/blog.ts', pages.BlogPage, blog),
  notFound: source('pages/not-found.ts', pages.NotFoundPage, notFound),
  local: source('pages/local.ts', pages.LocalPage, local),
  soinsVisage: source('pages/soins-visage.ts', pages.TreatmentListPage, soinsVisage),
  soinsCorps: source('pages/soins-corps.ts', pages.TreatmentListPage, soinsCorps),
  legal: source('legal/facts.ts', legal.LegalFacts, legalFacts),
};

/**
 * The four legal pages, keyed as `legalPaths` (src/legal.ts). Their text refers to facts as
 * `{publisher.siret}`; the loader fills them in before validating.
 */
export const legalPageSources = {
  mentions: source('legal/mentions-legales.ts', legal.LegalPage, mentionsLegales),
  privacy: source(
    'legal/politique-de-confidentialite.ts',
    legal.LegalPage,
    politiqueDeConfidentialite,
  ),
  cgv: source(
    'legal/conditions-generales-de-vente.ts',
    legal.TermsOfSalePage,
    conditionsGeneralesDeVente,
  ),
  cookies: source('legal/cookies.ts', legal.LegalPage, cookies),
};

export const treatmentPageSources = [
  source('treatments/hydrafacial.ts', pages.TreatmentPage, hydrafacial),
  source('treatments/mesotherapie.ts', pages.TreatmentPage, mesotherapie),
  source('treatments/peeling-retinol.ts', pages.TreatmentPage, peelingRetinol),
  source('treatments/laser-co2.ts', pages.TreatmentPage, laserCo2),
  source('treatments/led-miltaderm.ts', pages.TreatmentPage, ledMiltaderm),
  source('treatments/lesion-pigmentaire.ts', pages.TreatmentPage, lesionPigmentaire),
  source('treatments/coolpeel.ts', pages.TreatmentPage, coolpeel),
  source('treatments/epilation-laser.ts', pages.TreatmentPage, epilationLaser),
  source('treatments/cryolipolyse.ts', pages.TreatmentPage, cryolipolyse),
  source('treatments/detatouage.ts', pages.TreatmentPage, detatouage),
  source('treatments/morpheus8.ts', pages.TreatmentPage, morpheus8),
];

export const variantsSource = source('variants.ts', site.Variants, variants);

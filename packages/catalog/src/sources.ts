/**
 * The one registry: routes, sitemap, prerendered pages and route checks derive from it. To add a
 * page, write its data file and add one line here (plus a site/pages folder for its own layout).
 */
import type * as v from 'valibot';
import type { DataFile } from './schemas/data-file.ts';
import * as desk from './schemas/desk.ts';
import * as entities from './schemas/entities.ts';
import * as pages from './schemas/pages.ts';
import * as legal from './schemas/legal.ts';
import * as site from './schemas/site.ts';

import clinic from './data/clinic.ts';
import variants from './data/variants.ts';
import layout from './data/layout.ts';
import interfaceText from './data/interface.ts';
import deskText from './data/desk.ts';
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

export type RouteKind =
  'home' | 'page' | 'treatment' | 'treatmentList' | 'article' | 'local' | 'legal';

interface PageEntry {
  kind: RouteKind;
  /** For a page with its own folder in site/pages; its `meta.path` must say the same. */
  path?: string;
  /** `false` for a page reached only after an action: out of the sitemap, and `noindex`. */
  indexed?: boolean;
}

export interface Source<S extends v.GenericSchema = v.GenericSchema> {
  /** Relative to packages/catalog/src. */
  file: string;
  schema: S;
  data: unknown;
  page?: PageEntry;
}

const source = <S extends v.GenericSchema>(
  file: string,
  schema: S,
  data: DataFile<S>,
  page?: PageEntry,
): Source<S> => ({ file: `src/data/${file}`, schema, data, ...(page ? { page } : {}) });

const page = (path: string, indexed?: false): PageEntry => ({ kind: 'page', path, indexed });
const treatmentList: PageEntry = { kind: 'treatmentList' };

export const sources = {
  clinic: source('clinic.ts', entities.Clinic, clinic),
  layout: source('layout.ts', site.Layout, layout),
  interfaceText: source('interface.ts', site.InterfaceText, interfaceText),
  deskText: source('desk.ts', desk.DeskText, deskText),
  whyChooseUs: source('pages/why-choose-us.ts', pages.WhyChooseUs, whyChooseUs),
  notFound: source('pages/not-found.ts', pages.NotFoundPage, notFound),
  legal: source('legal/facts.ts', legal.LegalFacts, legalFacts),
  home: source('pages/home.ts', pages.Home, home, { kind: 'home', path: '/' }),
  about: source('pages/about.ts', pages.About, about, page('/a-propos')),
  contact: source('pages/contact.ts', pages.ContactPage, contact, page('/contact')),
  vouchers: source('pages/vouchers.ts', pages.VouchersPage, vouchers, page('/bons-cadeaux')),
  blog: source('pages/blog.ts', pages.BlogPage, blog, page('/blog')),
  faq: source('pages/faq.ts', pages.FaqPage, faq, page('/faq')),
  success: source('pages/success.ts', pages.SuccessPage, success, page('/success', false)),
  contactThanks: source(
    'pages/contact-thanks.ts',
    pages.ContactThanksPage,
    contactThanks,
    page('/contact/merci', false),
  ),
  soinsVisage: source('pages/soins-visage.ts', pages.TreatmentListPage, soinsVisage, treatmentList),
  soinsCorps: source('pages/soins-corps.ts', pages.TreatmentListPage, soinsCorps, treatmentList),
  local: source('pages/local.ts', pages.LocalPage, local, { kind: 'local' }),
};

const legalPage = <S extends v.GenericSchema>(file: string, schema: S, data: DataFile<S>) =>
  source(`legal/${file}`, schema, data, { kind: 'legal' });

/** Their text refers to facts as `{publisher.siret}`; the loader fills them in before validating. */
export const legalPageSources = {
  mentions: legalPage('mentions-legales.ts', legal.LegalPage, mentionsLegales),
  privacy: legalPage(
    'politique-de-confidentialite.ts',
    legal.LegalPage,
    politiqueDeConfidentialite,
  ),
  cgv: legalPage(
    'conditions-generales-de-vente.ts',
    legal.TermsOfSalePage,
    conditionsGeneralesDeVente,
  ),
  cookies: legalPage('cookies.ts', legal.LegalPage, cookies),
};

const treatment = (file: string, data: DataFile<typeof pages.TreatmentPage>) =>
  source(`treatments/${file}`, pages.TreatmentPage, data, { kind: 'treatment' });

/** In the order of the sitemap. */
export const treatmentPageSources = [
  treatment('hydrafacial.ts', hydrafacial),
  treatment('mesotherapie.ts', mesotherapie),
  treatment('peeling-retinol.ts', peelingRetinol),
  treatment('laser-co2.ts', laserCo2),
  treatment('led-miltaderm.ts', ledMiltaderm),
  treatment('lesion-pigmentaire.ts', lesionPigmentaire),
  treatment('coolpeel.ts', coolpeel),
  treatment('epilation-laser.ts', epilationLaser),
  treatment('cryolipolyse.ts', cryolipolyse),
  treatment('detatouage.ts', detatouage),
  treatment('morpheus8.ts', morpheus8),
];

export const variantsSource = source('variants.ts', site.Variants, variants);

/** A test may load a changed copy. */
export const registry = { sources, legalPageSources, treatmentPageSources, variantsSource };
export type Registry = typeof registry;

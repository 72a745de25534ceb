/**
 * Loads the catalog: resolves variant references, validates every source against its schema, and
 * assembles the typed catalog. Returns the problems instead of throwing, for the check.
 */
import * as v from 'valibot';
import generatedArticles from './generated/articles.ts';
import type { RawArticle } from './markdown.ts';
import { type Problem, issuesToProblems } from './problems.ts';
import { ArticleFrontMatter, type Article } from './schemas/entities.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import type { Variants } from './schemas/site.ts';
import { formatEuros } from './format/money.ts';
import { fillFacts, flattenFacts, type LegalPageKey } from './legal.ts';
import { legalRefs } from './legal-refs.ts';
import type { LegalPage, TermsOfSalePage } from './schemas/legal.ts';
import {
  type Source,
  legalPageSources,
  sources,
  treatmentPageSources,
  variantsSource,
} from './sources.ts';
import { resolveVariants, type VariantUse } from './variants.ts';
import { type ContactFacts, resolveContactFacts } from './contact-facts.ts';
import { articlePath } from './routes.ts';

type Outputs = { [K in keyof typeof sources]: v.InferOutput<(typeof sources)[K]['schema']> };

export interface Route {
  path: string;
  kind: 'home' | 'page' | 'treatment' | 'treatmentList' | 'article' | 'local' | 'legal';
  /** Title of the page, for the sitemap and tests. */
  title: string;
}

export interface CatalogData extends Outputs {
  variants: v.InferOutput<typeof Variants>;
  variantUses: VariantUse[];
  /** The phone and opening hours as the pages show them and as the structured data states them. */
  contactFacts: ContactFacts;
  treatmentPages: TreatmentPage[];
  articles: Article[];
  /** The four legal pages, their `{fact}` references filled in. */
  legalPages: LegalPages;
  routes: Route[];
}

export interface LegalPages {
  mentions: LegalPage;
  privacy: LegalPage;
  /** With `version`, the one of src/legal-refs.ts (recorded with every voucher order). */
  cgv: TermsOfSalePage & { version: string };
  cookies: LegalPage;
}

export interface LoadResult {
  catalog: CatalogData | undefined;
  problems: Problem[];
}

export function validateSource<S extends v.GenericSchema>(
  source: Source<S>,
  variants: v.InferOutput<typeof Variants> | undefined,
  problems: Problem[],
  uses: VariantUse[],
): v.InferOutput<S> | undefined {
  let data = source.data;
  if (variants) {
    const resolved = resolveVariants(source.file, source.data, variants);
    data = resolved.data;
    uses.push(...resolved.uses);
    for (const missing of resolved.unresolved) {
      problems.push({
        file: source.file,
        entry: missing.path,
        field: 'variant',
        message: `unknown variant reading "${missing.reference}" (expected "name.reading" from src/data/variants.ts)`,
        severity: 'error',
      });
    }
  }
  const result = v.safeParse(source.schema, data);
  if (!result.success) {
    problems.push(...issuesToProblems(source.file, data, result.issues));
    return undefined;
  }
  return result.output;
}

export function validateArticle(raw: RawArticle, problems: Problem[]): Article | undefined {
  if (raw.frontMatterError) {
    problems.push({
      file: raw.file,
      entry: '',
      field: 'front matter',
      message: raw.frontMatterError,
      severity: 'error',
    });
    return undefined;
  }
  const result = v.safeParse(ArticleFrontMatter, raw.frontMatter);
  if (!result.success) {
    problems.push(...issuesToProblems(raw.file, raw.frontMatter, result.issues));
    return undefined;
  }
  return {
    ...result.output,
    file: raw.file,
    content: raw.content,
    links: raw.links,
    wordCount: raw.wordCount,
  };
}

/** The facts a legal page may refer to: `{publisher.siret}`, `{clinic.email}`, `{vouchers.minimum}`… */
export function legalFactValues(
  data: Pick<Outputs, 'clinic' | 'legal' | 'vouchers'>,
  variants: v.InferOutput<typeof Variants>,
): Record<string, string> {
  const { clinic, legal, vouchers } = data;
  const { street, postalCode, city } = clinic.address;
  return {
    ...flattenFacts(legal),
    'clinic.name': clinic.name,
    'clinic.doctor': clinic.doctor.name,
    'clinic.email': clinic.email,
    'clinic.address': `${street}, ${postalCode} ${city}`,
    'clinic.phone': resolveContactFacts(variants).phone.visible.display,
    'vouchers.minimum': formatEuros(vouchers.custom.minimum),
    'vouchers.maximum': formatEuros(vouchers.custom.maximum),
  };
}

/** Fills a legal page's `{fact}` references, then validates it; unknown references are problems. */
export function validateLegalPage<S extends v.GenericSchema>(
  source: Source<S>,
  facts: Readonly<Record<string, string>>,
  problems: Problem[],
): v.InferOutput<S> | undefined {
  const filled = fillFacts(source.data, facts);
  for (const { path, reference } of filled.unknown) {
    const field = /\.(\w+)$/.exec(path)?.[1] ?? '';
    problems.push({
      file: source.file,
      entry: field ? path.slice(0, -field.length - 1) : path,
      field,
      message: `unknown fact ${reference} (expected one of ${Object.keys(facts)
        .sort()
        .map((name) => `{${name}}`)
        .join(', ')})`,
      severity: 'error',
    });
  }
  if (filled.unknown.length > 0) return undefined;
  return validateSource({ ...source, data: filled.data }, undefined, problems, []);
}

export function loadCatalog(rawArticles: readonly RawArticle[] = generatedArticles): LoadResult {
  const problems: Problem[] = [];
  const uses: VariantUse[] = [];
  const variants = validateSource(variantsSource, undefined, problems, uses);
  const outputs: Partial<Outputs> = {};
  for (const [key, source] of Object.entries(sources) as [keyof Outputs, Source][]) {
    (outputs as Record<string, unknown>)[key] = validateSource(source, variants, problems, uses);
  }
  const treatmentPages = treatmentPageSources
    .map((source) => validateSource(source, variants, problems, uses) as TreatmentPage | undefined)
    .filter((page): page is TreatmentPage => page !== undefined);
  const articles = rawArticles
    .map((raw) => validateArticle(raw, problems))
    .filter((article): article is Article => article !== undefined)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.id - b.id);

  const legalPages: Partial<Record<LegalPageKey, unknown>> = {};
  if (variants && outputs.clinic && outputs.legal && outputs.vouchers) {
    const facts = legalFactValues(
      { clinic: outputs.clinic, legal: outputs.legal, vouchers: outputs.vouchers },
      variants,
    );
    for (const [key, source] of Object.entries(legalPageSources) as [LegalPageKey, Source][]) {
      legalPages[key] = validateLegalPage(source, facts, problems);
    }
  }

  if (problems.length > 0 || !variants) return { catalog: undefined, problems };
  const data = outputs as Outputs;
  const legal = {
    ...legalPages,
    cgv: { ...(legalPages.cgv as TermsOfSalePage), version: legalRefs.cgv.version },
  } as LegalPages;
  const routes: Route[] = [
    { path: '/', kind: 'home', title: data.home.meta.title },
    { path: '/a-propos', kind: 'page', title: data.about.meta.title },
    { path: '/contact', kind: 'page', title: data.contact.meta.title },
    { path: '/bons-cadeaux', kind: 'page', title: data.vouchers.meta.title },
    { path: '/blog', kind: 'page', title: data.blog.meta.title },
    { path: '/faq', kind: 'page', title: data.faq.meta.title },
    { path: '/success', kind: 'page', title: data.success.meta.title },
    { path: '/contact/merci', kind: 'page', title: data.contactThanks.meta.title },
    { path: data.soinsVisage.path, kind: 'treatmentList', title: data.soinsVisage.meta.title },
    { path: data.soinsCorps.path, kind: 'treatmentList', title: data.soinsCorps.meta.title },
    ...Object.values(legal).map((page) => ({
      path: page.path,
      kind: 'legal' as const,
      title: page.meta.title,
    })),
    ...treatmentPages.map((page) => ({
      path: page.path,
      kind: 'treatment' as const,
      title: page.meta.title,
    })),
    ...data.local.paths.map((path) => ({
      path,
      kind: 'local' as const,
      title: data.local.meta.title,
    })),
    ...articles.map((article) => ({
      path: articlePath(article.slug),
      kind: 'article' as const,
      title: article.title,
    })),
  ];
  return {
    catalog: {
      ...data,
      variants,
      variantUses: uses,
      contactFacts: resolveContactFacts(variants),
      treatmentPages,
      articles,
      legalPages: legal,
      routes,
    },
    problems,
  };
}

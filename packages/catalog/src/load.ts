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
import { type Source, sources, treatmentPageSources, variantsSource } from './sources.ts';
import { resolveVariants, type VariantUse } from './variants.ts';
import { articlePath } from './routes.ts';

type Outputs = { [K in keyof typeof sources]: v.InferOutput<(typeof sources)[K]['schema']> };

export interface Route {
  path: string;
  kind: 'home' | 'page' | 'treatment' | 'treatmentList' | 'article' | 'local';
  /** Title of the page, for the sitemap and tests. */
  title: string;
}

export interface CatalogData extends Outputs {
  variants: v.InferOutput<typeof Variants>;
  variantUses: VariantUse[];
  treatmentPages: TreatmentPage[];
  articles: Article[];
  routes: Route[];
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

  if (problems.length > 0 || !variants) return { catalog: undefined, problems };
  const data = outputs as Outputs;
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
    catalog: { ...data, variants, variantUses: uses, treatmentPages, articles, routes },
    problems,
  };
}

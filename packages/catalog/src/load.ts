/** Returns the problems instead of throwing, for the check. */
import type * as v from 'valibot';
import generatedArticles from './generated/articles.ts';
import type { RawArticle } from './markdown.ts';
import { type Explain, type Problem, error } from './problems.ts';
import { ArticleFrontMatter, type Article, type PageMeta } from './schemas/entities.ts';
import type { TreatmentListPage, TreatmentPage } from './schemas/pages.ts';
import type { Variants } from './schemas/site.ts';
import { formatEuros } from './format/money.ts';
import type { LegalPageKey } from './legal-pages.ts';
import { legalRefs } from './legal-refs.ts';
import {
  type Registry,
  type RouteKind,
  type Source,
  type legalPageSources,
  type sources,
  registry as defaultRegistry,
} from './sources.ts';
import type { Linked } from './checks/references.ts';
import { explainForEditors } from './editor-messages.ts';
import { validateSource } from './validate-source.ts';
import { type Readings, type VariantUse, isRecord, mapTree } from './variant-references.ts';
import { walkStrings } from './walk.ts';
import { type ContactFacts, resolveContactFacts } from './contact-facts.ts';
import { articlePath } from './route-paths.ts';

type Outputs = { [K in keyof typeof sources]: v.InferOutput<(typeof sources)[K]['schema']> };

export type { RouteKind } from './sources.ts';

export interface PageData {
  meta: PageMeta;
  id?: string;
  path?: string;
  paths?: readonly string[];
  name?: string;
}

export interface CatalogPage {
  file: string;
  kind: RouteKind;
  id: string;
  path?: string;
  /** `false`: not in the sitemap, and the page says `noindex`. */
  indexed: boolean;
  data: PageData;
}

export interface Route extends Omit<CatalogPage, 'path' | 'data'> {
  path: string;
  title: string;
  name: string;
}

export interface CatalogData extends Outputs {
  variants: v.InferOutput<typeof Variants>;
  variantUses: VariantUse[];
  contactFacts: ContactFacts;
  treatmentPages: TreatmentPage[];
  articles: Article[];
  legalPages: LegalPages;
  pages: CatalogPage[];
  routes: Route[];
}

type LegalOutputs = {
  [K in LegalPageKey]: v.InferOutput<(typeof legalPageSources)[K]['schema']>;
};
export type LegalPages = LegalOutputs & { cgv: { version: string } };

export interface LoadResult {
  catalog: CatalogData | undefined;
  problems: Problem[];
  /** When the catalog does not load: its links as written, so they are checked in the same run. */
  linked?: Linked;
}

/** Routes and links read from the files as written, whether or not they validate. */
function linkedAsWritten(rawArticles: readonly RawArticle[], registry: Registry): Linked {
  const { sources: named, legalPageSources, treatmentPageSources } = registry;
  const documents = [
    ...Object.values(named),
    ...Object.values(legalPageSources),
    ...treatmentPageSources,
  ].map((source: Source) => ({ file: source.file, data: source.data, page: source.page }));
  const routes = documents.flatMap(({ data, page }) => (page ? routePaths(page.path, data) : []));
  // An article whose header does not read is still at its file's name (its slug must be that name):
  // the links to it are not named on top of its own mistake.
  const slugs = rawArticles.map(
    (raw) =>
      (raw.frontMatter as { slug?: unknown } | undefined)?.slug ??
      /([^/]+)\.md$/.exec(raw.file)?.[1],
  );
  return {
    routes: [
      ...routes,
      ...slugs.filter((s): s is string => typeof s === 'string').map(articlePath),
    ],
    documents,
    articles: rawArticles,
  };
}

/**
 * YAML reads a value that starts with « # » as nothing (a comment) and « mot : suite » as a pair:
 * the line says so, with the quotes that keep it a text.
 */
const explainFrontMatter: Explain = (at, all) => {
  const said = explainForEditors(at, all);
  if (said !== undefined) return said;
  const { issue } = at;
  const expected = issue.message.startsWith('Invalid ') ? 'une valeur' : issue.message;
  if (issue.input === null)
    return `${expected}, trouvé une valeur vide : une valeur qui commence par « # » s’écrit entre guillemets droits (YAML lit « # » comme le début d’un commentaire)`;
  if (typeof issue.input === 'object' && !Array.isArray(issue.input) && issue.expected === 'string')
    return `attendu un texte, trouvé « ${Object.entries(issue.input as object)
      .map(([key, value]) => `${key} : ${String(value)}`)
      .join(
        ', ',
      )} », lu comme deux valeurs : un texte qui contient « : » s’écrit entre guillemets droits`;
  return undefined;
};

export function validateArticle(raw: RawArticle, problems: Problem[]): Article | undefined {
  const { frontMatter, frontMatterError, errorLine, errorField, bodyErrors = [], ...parsed } = raw;
  for (const { message, line } of bodyErrors)
    problems.push({ ...error(raw.file, '', 'body', message), line });
  if (frontMatterError) {
    const problem = error(raw.file, '', errorField ?? 'front matter', frontMatterError);
    problems.push(errorLine === undefined ? problem : { ...problem, line: errorLine });
    return undefined;
  }
  const source = { file: raw.file, schema: ArticleFrontMatter, data: frontMatter };
  const output = validateSource(source, undefined, problems, [], false, explainFrontMatter);
  return output && { ...output, ...parsed };
}

export function legalFactValues(
  { clinic, legal, vouchers }: Pick<Outputs, 'clinic' | 'legal' | 'vouchers'>,
  variants: v.InferOutput<typeof Variants>,
): Record<string, string> {
  const { street, postalCode, city } = clinic.address;
  const facts: Record<string, string> = {};
  walkStrings(legal, (text, path) => (facts[path] = text));
  return {
    ...facts,
    'clinic.name': clinic.name,
    'clinic.doctor': clinic.doctor.name,
    'clinic.email': clinic.email,
    'clinic.address': `${street}, ${postalCode} ${city}`,
    'clinic.phone': resolveContactFacts(variants).phone.visible.display,
    'vouchers.minimum': formatEuros(vouchers.custom.minimum),
    'vouchers.maximum': formatEuros(vouchers.custom.maximum),
  };
}

/** `{date}` is an interface placeholder the page fills when it renders, not a fact. */
const FACT_REFERENCE = /\{([a-zA-Z]+(?:\.[a-zA-Z]+)+)\}/g;

export function validateLegalPage<S extends v.GenericSchema>(
  source: Source<S>,
  facts: Readonly<Record<string, string>>,
  problems: Problem[],
): v.InferOutput<S> | undefined {
  const known = Object.keys(facts)
    .sort()
    .map((name) => `{${name}}`)
    .join(', ');
  const before = problems.length;
  const data = mapTree(source.data, (value, path) =>
    typeof value !== 'string'
      ? value
      : value.replace(FACT_REFERENCE, (reference: string, name: string) => {
          const fact = facts[name];
          if (fact !== undefined) return fact;
          const field = /\.(\w+)$/.exec(path)?.[1] ?? '';
          const entry = field ? path.slice(0, -field.length - 1) : path;
          const message = `fait inconnu ${reference} (attendu l’un de ${known})`;
          problems.push(error(source.file, entry, field, message));
          return reference;
        }),
  );
  if (problems.length > before) return undefined;
  return validateSource({ ...source, data }, undefined, problems, []);
}

/** The registry's path of a page, else the paths its data writes (valid or not). */
function routePaths(path: string | undefined, data: unknown): string[] {
  if (path !== undefined) return [path];
  const written = data as { path?: unknown; paths?: unknown; meta?: { path?: unknown } };
  const paths = Array.isArray(written.paths) ? written.paths : [written.path ?? written.meta?.path];
  return paths.filter((item): item is string => typeof item === 'string');
}

export const pageRoutePaths = (page: CatalogPage): readonly string[] =>
  routePaths(page.path, page.data);

export function treatmentLists({ pages }: { pages: readonly CatalogPage[] }) {
  return pages
    .filter((entry) => entry.kind === 'treatmentList')
    .map((entry) => ({ file: entry.file, page: entry.data as TreatmentListPage }));
}

function catalogPage(key: string, source: Source, data: PageData): CatalogPage[] {
  if (!source.page) return [];
  const { kind, path, indexed = true } = source.page;
  return [
    { file: source.file, kind, id: data.id ?? key, ...(path ? { path } : {}), indexed, data },
  ];
}

export function loadCatalog(
  rawArticles: readonly RawArticle[] = generatedArticles,
  registry: Registry = defaultRegistry,
): LoadResult {
  const { sources: named, legalPageSources, treatmentPageSources, variantsSource } = registry;
  const namedSources = Object.entries(named) as [keyof Outputs, Source][];
  const legalSources = Object.entries(legalPageSources) as [LegalPageKey, Source][];
  const problems: Problem[] = [];
  const uses: VariantUse[] = [];
  const variants = validateSource(variantsSource, undefined, problems, uses);
  // A mistake of the variants file is said there: the files that refer to it are read with its
  // readings as written, not failed on every reference.
  const written = !variants && isRecord(variantsSource.data);
  const readings = variants ?? (written ? (variantsSource.data as Readings) : undefined);
  const validate = (source: Source) => validateSource(source, readings, problems, uses, written);
  const outputs = Object.fromEntries(
    namedSources.map(([key, source]) => [key, validate(source)]),
  ) as Partial<Outputs>;
  const treatments = treatmentPageSources.flatMap((source) => {
    const page = validate(source) as TreatmentPage | undefined;
    return page ? [{ source, page }] : [];
  });
  const articles = rawArticles
    .map((raw) => validateArticle(raw, problems))
    .filter((article): article is Article => article !== undefined)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.id - b.id);

  const legalPages: Partial<Record<LegalPageKey, unknown>> = {};
  const { clinic, legal: legalFacts, vouchers } = outputs;
  if (variants && clinic && legalFacts && vouchers) {
    const facts = legalFactValues({ clinic, legal: legalFacts, vouchers }, variants);
    for (const [key, source] of legalSources)
      legalPages[key] = validateLegalPage(source, facts, problems);
  }

  if (problems.length > 0 || !variants)
    return { catalog: undefined, problems, linked: linkedAsWritten(rawArticles, registry) };
  const data = outputs as Outputs;
  const legal = {
    ...legalPages,
    cgv: { ...(legalPages.cgv as LegalOutputs['cgv']), version: legalRefs.cgv.version },
  } as LegalPages;
  const pages: CatalogPage[] = [
    ...namedSources.flatMap(([key, source]) => catalogPage(key, source, data[key] as PageData)),
    ...legalSources.flatMap(([key, source]) => catalogPage(key, source, legal[key])),
    ...treatments.flatMap(({ source, page }) => catalogPage(page.id, source, page)),
  ];
  const routes: Route[] = [
    ...pages.flatMap((page) =>
      pageRoutePaths(page).map((path) => ({
        path,
        kind: page.kind,
        id: page.id,
        title: page.data.meta.title,
        name: page.data.name ?? page.data.meta.title,
        file: page.file,
        indexed: page.indexed,
      })),
    ),
    ...articles.map(({ slug, title, file }) => ({
      path: articlePath(slug),
      kind: 'article' as const,
      id: slug,
      title,
      name: title,
      file,
      indexed: true,
    })),
  ];
  return {
    catalog: {
      ...data,
      variants,
      variantUses: uses,
      contactFacts: resolveContactFacts(variants),
      treatmentPages: treatments.map(({ page }) => page),
      articles,
      legalPages: legal,
      pages,
      routes,
    },
    problems,
  };
}

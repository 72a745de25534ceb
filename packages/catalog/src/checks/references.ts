import type { Problem } from '../problems.ts';
import { pathOf } from '../route-paths.ts';
import { catalogDocuments, walkObjects } from '../walk.ts';
import leven from 'leven';
import { type Check, type CheckContext, error } from './check.ts';

/** The fields of the data files that hold a link. */
export const LINK_KEYS = ['href', 'actionHref', 'moreHref', 'redirectTo'] as const;

/** The route a mistyped link most likely meant: « /epilation » → « /epilation-laser ». */
export function closestRoute(href: string, routes: readonly string[]): string | undefined {
  const path = pathOf(href);
  const scored = routes
    .filter((route) => route !== '/')
    .map((route) => ({
      route,
      // A link cut short (« /epilation ») or with a word too many (« /detatouage-laser ») is the
      // route's; a deeper path (« /blog/un-article-retire ») is not « /blog »'s.
      distance:
        route.startsWith(path) || (path.startsWith(route) && path[route.length] === '-')
          ? 0
          : leven(path, route),
    }))
    .sort((a, b) => a.distance - b.distance || a.route.length - b.route.length);
  const best = scored[0];
  return best && best.distance <= Math.max(2, Math.floor(path.length / 3)) ? best.route : undefined;
}

/** What the link check reads: also built from the files as written when one does not validate. */
export interface Linked {
  routes: readonly string[];
  documents: readonly { file: string; data: unknown }[];
  articles: readonly { file: string; links: readonly string[] }[];
}

export function linkProblems(
  { routes, documents, articles }: Linked,
  context: CheckContext,
): Problem[] {
  const known = new Set(routes);
  const lineOf = lineFinder(context);
  const problems: Problem[] = [];
  /** `quoted`: the link as the file writes it, to find its line. */
  const add = (file: string, entry: string, field: string, quoted: string, message: string) =>
    problems.push({ ...error(file, entry, field, message), ...lineOf(file, quoted) });
  const broken = (href: string) => {
    const meant = closestRoute(href, routes);
    return `attendu un lien vers une page existante, trouvé « ${href} »${meant ? ` (« ${meant} » ?)` : ''}`;
  };
  for (const document of documents) {
    walkObjects(document.data, (node, path) => {
      for (const key of LINK_KEYS) {
        const href = node[key];
        if (typeof href === 'string' && href.startsWith('/') && !known.has(pathOf(href)))
          add(document.file, path, key, `'${href}'`, broken(href));
      }
    });
  }
  for (const { file, links } of articles) {
    for (const href of links) {
      const message = !href.startsWith('/')
        ? `attendu un lien interne tel que /contact, trouvé « ${href} » : un article ne renvoie pas vers un autre site ; retirez le lien et gardez son texte`
        : !known.has(pathOf(href)) && broken(href);
      if (message) add(file, 'body', 'link', `](${href})`, message);
    }
  }
  return problems;
}

/**
 * The line of the n-th occurrence of `quoted` in the file, n counted per file and text: the data
 * is walked, and an article's links listed, in the order they are written.
 */
function lineFinder(context: CheckContext) {
  const seen = new Map<string, number>();
  return (file: string, quoted: string): { line?: number } => {
    const key = `${file}\n${quoted}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const lines = context.readFile(file)?.split('\n') ?? [];
    const found = lines.flatMap((text, index) => (text.includes(quoted) ? [index + 1] : []));
    return found[nth] === undefined ? {} : { line: found[nth] };
  };
}

export const checkInternalLinks: Check = (catalog, context) =>
  linkProblems(
    {
      routes: catalog.routes.map((route) => route.path),
      documents: catalogDocuments(catalog),
      articles: catalog.articles,
    },
    context,
  );

const noImage = (src: string) =>
  `attendu une image dans packages/catalog/assets, trouvé aucun fichier à « ${src} »`;

export const checkImages: Check = (catalog, context) => {
  const problems: Problem[] = [];
  // One picture, one description: a screen reader must not hear another image than the one shown.
  const described = new Map<string, { where: string; alt: string }>();
  for (const document of catalogDocuments(catalog)) {
    walkObjects(document.data, (node, path) => {
      if (typeof node.src !== 'string' || typeof node.alt !== 'string') return;
      if (!context.imageExists(node.src)) {
        problems.push(error(document.file, path, 'src', noImage(node.src)));
      }
      const first = described.get(node.src);
      if (first === undefined)
        described.set(node.src, { where: `${document.file} → ${path}`, alt: node.alt });
      else if (first.alt !== node.alt) {
        const expected = `attendu le texte de la même image dans ${first.where}, « ${first.alt} »`;
        problems.push(error(document.file, path, 'alt', `${expected}, trouvé « ${node.alt} »`));
      }
    });
  }
  for (const { file, image } of catalog.articles) {
    if (!context.imageExists(image)) problems.push(error(file, '', 'image', noImage(image)));
  }
  return problems;
};

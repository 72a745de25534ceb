import type { Problem } from '../problems.ts';
import { pathOf } from '../routes.ts';
import { catalogDocuments, walkObjects } from '../walk.ts';
import { type Check, error, kept } from './check.ts';

export const checkInternalLinks: Check = (catalog) => {
  const routes = new Set(catalog.routes.map((route) => route.path));
  const problems: Problem[] = [];
  for (const document of catalogDocuments(catalog)) {
    walkObjects(document.data, (node, path) => {
      for (const key of ['href', 'actionHref', 'moreHref', 'redirectTo']) {
        const href = node[key];
        if (typeof href === 'string' && href.startsWith('/') && !routes.has(pathOf(href))) {
          problems.push(
            error(
              document.file,
              path,
              key,
              `expected a link to an existing route, found "${href}"`,
            ),
          );
        }
      }
    });
  }
  const articleLinks = catalog.articles.flatMap((article) =>
    article.links.map((href) =>
      !href.startsWith('/')
        ? error(
            article.file,
            'body',
            'link',
            `expected an internal link such as /contact, found "${href}"`,
          )
        : !routes.has(pathOf(href)) &&
          error(
            article.file,
            'body',
            'link',
            `expected a link to an existing route, found "${href}"`,
          ),
    ),
  );
  return [...problems, ...kept(articleLinks)];
};

const noImage = (src: string) =>
  `expected an image in packages/catalog/assets, found no file at "${src}"`;

export const checkImages: Check = (catalog, context) => {
  const problems: Problem[] = [];
  for (const document of catalogDocuments(catalog)) {
    walkObjects(document.data, (node, path) => {
      if (
        typeof node.src === 'string' &&
        typeof node.alt === 'string' &&
        !context.imageExists(node.src)
      ) {
        problems.push(error(document.file, path, 'src', noImage(node.src)));
      }
    });
  }
  const articleImages = catalog.articles.map(
    (article) =>
      !context.imageExists(article.image) &&
      error(article.file, '', 'image', noImage(article.image)),
  );
  return [...problems, ...kept(articleImages)];
};

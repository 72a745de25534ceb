import type { Problem } from '../problems.ts';
import { pathOf } from '../routes.ts';
import { catalogDocuments, walkObjects } from '../walk.ts';
import { type Check, error } from './check.ts';

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
  for (const article of catalog.articles) {
    for (const href of article.links) {
      if (!href.startsWith('/')) {
        problems.push(
          error(
            article.file,
            'body',
            'link',
            `expected an internal link such as /contact, found "${href}"`,
          ),
        );
      } else if (!routes.has(pathOf(href))) {
        problems.push(
          error(
            article.file,
            'body',
            'link',
            `expected a link to an existing route, found "${href}"`,
          ),
        );
      }
    }
  }
  return problems;
};

export const checkImages: Check = (catalog, context) => {
  const problems: Problem[] = [];
  for (const document of catalogDocuments(catalog)) {
    walkObjects(document.data, (node, path) => {
      if (
        typeof node.src === 'string' &&
        typeof node.alt === 'string' &&
        !context.imageExists(node.src)
      ) {
        problems.push(
          error(
            document.file,
            path,
            'src',
            `expected an image in packages/catalog/assets, found no file at "${node.src}"`,
          ),
        );
      }
    });
  }
  for (const article of catalog.articles) {
    if (!context.imageExists(article.image)) {
      problems.push(
        error(
          article.file,
          '',
          'image',
          `expected an image in packages/catalog/assets, found no file at "${article.image}"`,
        ),
      );
    }
  }
  return problems;
};

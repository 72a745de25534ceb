import { type Check, error, kept } from './check.ts';

const WORDS_PER_MINUTE = 200;
const MIN_ARTICLE_WORDS = 600;

/** The site always has its /blog page: empty, it would be a page with nothing to read. */
export const checkArticleFiles: Check = (catalog) =>
  catalog.articles.length === 0
    ? [error('content/blog', '', '', 'attendu au moins un article (un fichier .md), trouvé aucun')]
    : catalog.articles
        .filter((article) => !article.file.endsWith(`/${article.slug}.md`))
        .map((article) =>
          error(
            article.file,
            '',
            'slug',
            `attendu un fichier nommé d’après le slug : « ${article.slug}.md »`,
          ),
        );

export const checkReadTimes: Check = (catalog) =>
  kept(
    catalog.articles.flatMap(({ file, readTime, wordCount }) => {
      const expected = Math.ceil(wordCount / WORDS_PER_MINUTE);
      return [
        Math.abs(Number.parseInt(readTime, 10) - expected) > 1 &&
          error(
            file,
            '',
            'readTime',
            `attendu « ${expected} min » (${wordCount} mots à ${WORDS_PER_MINUTE} par minute, ±1), trouvé « ${readTime} »`,
          ),
        wordCount < MIN_ARTICLE_WORDS &&
          error(
            file,
            '',
            'body',
            `attendu au moins ${MIN_ARTICLE_WORDS} mots, trouvé ${wordCount}`,
          ),
      ];
    }),
  );

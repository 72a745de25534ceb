import { type Check, error, kept } from './check.ts';

const WORDS_PER_MINUTE = 200;
const MIN_ARTICLE_WORDS = 600;

export const checkArticleFiles: Check = (catalog) =>
  catalog.articles
    .filter((article) => !article.file.endsWith(`/${article.slug}.md`))
    .map((article) =>
      error(
        article.file,
        '',
        'slug',
        `expected the file to be named after the slug "${article.slug}.md"`,
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
            `expected "${expected} min" (${wordCount} words at ${WORDS_PER_MINUTE} per minute, ±1), found "${readTime}"`,
          ),
        wordCount < MIN_ARTICLE_WORDS &&
          error(
            file,
            '',
            'body',
            `expected at least ${MIN_ARTICLE_WORDS} words, found ${wordCount}`,
          ),
      ];
    }),
  );

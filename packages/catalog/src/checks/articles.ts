import type { Problem } from '../problems.ts';
import { type Check, error } from './check.ts';

const WORDS_PER_MINUTE = 200;
export const MIN_ARTICLE_WORDS = 600;

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
  catalog.articles.flatMap((article) => {
    const problems: Problem[] = [];
    const declared = Number.parseInt(article.readTime, 10);
    const expected = Math.ceil(article.wordCount / WORDS_PER_MINUTE);
    if (Math.abs(declared - expected) > 1) {
      problems.push(
        error(
          article.file,
          '',
          'readTime',
          `expected "${expected} min" (${article.wordCount} words at ${WORDS_PER_MINUTE} per minute, ±1), found "${article.readTime}"`,
        ),
      );
    }
    if (article.wordCount < MIN_ARTICLE_WORDS) {
      problems.push(
        error(
          article.file,
          '',
          'body',
          `expected at least ${MIN_ARTICLE_WORDS} words, found ${article.wordCount}`,
        ),
      );
    }
    return problems;
  });

/**
 * French punctuation: `? ! ; :` follow a space (the catalog makes it a no-break one). Written
 * against the word (« fois? », « Prix: »), the sign would show glued to it: each is named, with the
 * words to write.
 */
import { sources } from '../sources.ts';
import { catalogTexts, textEntries } from '../walk.ts';
import { type Check, articleLines, error } from './check.ts';

/** A sign right after a letter; « : » only before a space or the end (not « https: », « 9:00 »). */
const GLUED = /([\p{L}\p{N}»)]*\p{L})([?!;]|:(?=\s|$))/gu;

/** Texts that are not French: the specification's own English error title. */
const NOT_FRENCH = new Set([`${sources.notFound.file} → errorTitle`]);

/** An address, a path, an e-mail: not a sentence. */
const isAddress = (text: string) => /^\/|:\/\/|^[^\s@]+@[^\s@]+$/.test(text);

export const checkFrenchPunctuation: Check = (catalog, context) => {
  const entryOf = textEntries(catalog);
  const lineOf = articleLines(context);
  const texts = catalogTexts(catalog).filter(
    ({ file, path, text }) => !isAddress(text) && !NOT_FRENCH.has(`${file} → ${path}`),
  );
  for (const article of catalog.articles)
    for (const field of ['title', 'excerpt', 'seoTitle', 'seoDescription', 'imageAlt'] as const)
      texts.push({ file: article.file, path: field, text: article[field] });
  return texts.flatMap(({ file, path, text }) =>
    [...text.matchAll(GLUED)].map(([quote, word = '', sign = '']) => ({
      ...error(
        file,
        path === 'body' || file.endsWith('.md') ? path : entryOf(file, path),
        'text',
        `attendu une espace avant « ${sign} » (typographie française : le catalogue la rend insécable), trouvé « ${quote} » : écrivez « ${word} ${sign} »`,
      ),
      ...(path === 'body' ? lineOf(file, quote) : {}),
    })),
  );
};

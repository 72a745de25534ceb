import GithubSlugger from 'github-slugger';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { normalizeForSearch } from './blog.ts';
import { frenchTypography } from './format/typography.ts';

export interface RawArticle {
  file: string;
  frontMatter: unknown;
  /** The front matter cannot be read: nothing else of the article is checked. */
  frontMatterError?: string;
  /** Mistakes of the text, at their line of the file: the rest is still checked. */
  bodyErrors?: { message: string; line: number }[];
  /** The line of the file a front matter error points to, when known. */
  errorLine?: number;
  content: string;
  links: string[];
  wordCount: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Ids read `l-epilation-laser` rather than `lépilation-laser`. */
const headingWords = (text: string) =>
  normalizeForSearch(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function articleFromMarkdown(file: string, source: string): RawArticle {
  // Without a front matter, the file reads as an empty article.
  const [, yamlText, body = ''] = FRONT_MATTER.exec(source) ?? [];
  let frontMatter: unknown;
  let frontMatterError =
    yamlText === undefined
      ? 'attendu un en-tête entre deux lignes « --- » en haut du fichier'
      : undefined;
  let errorLine: number | undefined;
  try {
    // Dates stay strings (ISO), as the schema expects.
    if (yamlText !== undefined) frontMatter = parseYaml(yamlText, { schema: 'core' });
  } catch (error) {
    const { message, linePos } = error as Error & { linePos?: { line: number }[] };
    const reason = (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    // The header's lines are counted after its opening « --- ».
    errorLine = linePos?.[0] === undefined ? undefined : linePos[0].line + 1;
    frontMatterError = `l’en-tête n’est pas du YAML valide (${reason}) : une valeur qui contient « : » ou commence par « [ », « { » ou « # » s’écrit entre guillemets`;
  }
  const links: string[] = [];
  // One slugger per article: a heading repeated gets a distinct id (`etapes`, `etapes-1`).
  const slugger = new GithubSlugger();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'text' && !('tokens' in token && token.tokens?.length))
        token.text = frenchTypography(token.text);
      if (token.type === 'link') links.push(token.href);
    },
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const id = slugger.slug(headingWords(text.replace(/<[^>]+>/g, '')));
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      // Raw HTML in articles is not allowed: it is dropped (the check reports it).
      html: () => '',
    },
  });
  const content = marked.parse(body, { async: false });
  const bodyLine = (index: number) =>
    source.slice(0, source.length - body.length + index).split('\n').length;
  const html = /<[a-z][^>]*>/i.exec(body);
  // The article's title is the page's only h1.
  const title = /^# .*$/m.exec(body);
  const bodyErrors = [
    html && {
      message: `attendu du Markdown, trouvé du HTML brut « ${html[0]} » (retiré de la page)`,
      index: html.index,
    },
    title && {
      message: `attendu un intertitre « ## » (le titre de l’article est déjà en haut de la page), trouvé « ${title[0]} »`,
      index: title.index,
    },
  ].flatMap((found) => (found ? [{ message: found.message, line: bodyLine(found.index) }] : []));
  return {
    file,
    frontMatter,
    ...(frontMatterError ? { frontMatterError } : {}),
    ...(errorLine === undefined ? {} : { errorLine }),
    ...(bodyErrors.length > 0 ? { bodyErrors } : {}),
    content,
    links,
    wordCount: countWords(body),
  };
}

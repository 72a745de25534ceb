import GithubSlugger from 'github-slugger';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { normalizeForSearch } from './blog.ts';
import { frenchTypography } from './format/typography.ts';

export interface RawArticle {
  file: string;
  frontMatter: unknown;
  frontMatterError?: string;
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
  try {
    // Dates stay strings (ISO), as the schema expects.
    if (yamlText !== undefined) frontMatter = parseYaml(yamlText, { schema: 'core' });
  } catch (error) {
    frontMatterError = `l’en-tête n’est pas du YAML valide : ${(error as Error).message.split('\n')[0]}`;
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
  if (/<[a-z][^>]*>/i.test(body))
    frontMatterError = 'le texte contient du HTML brut, ce qui n’est pas permis';
  return {
    file,
    frontMatter,
    ...(frontMatterError ? { frontMatterError } : {}),
    content,
    links,
    wordCount: countWords(body),
  };
}

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
  /** The line of the file a front matter error points to, and its field, when known. */
  errorLine?: number;
  errorField?: string;
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

/** How many more `open` than `close` a line has: a bracket left open. */
export const opened = (text: string, open: string, close: string) =>
  text.split(open).length - text.split(close).length;

/** What is wrong with a header line YAML cannot read, and how to write it. */
function headerAdvice(
  line: string,
  previous: string,
  reason: string,
): { field?: string; message: string } {
  const [, field, value = ''] = /^\s*([A-Za-z]\w*)\s*:\s*(.*)$/.exec(line) ?? [];
  const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value;
  // A list left open on the line before: YAML trips on this one.
  const [, before] = /^\s*([A-Za-z]\w*)\s*:/.exec(previous) ?? [];
  if (before && (opened(previous, '[', ']') > 0 || opened(previous, '{', '}') > 0))
    return {
      field: before,
      message: `attendu une liste refermée par « ] » sur sa ligne, trouvé « ${previous.trim()} » : ajoutez « ] » à la fin de la ligne de ${before}`,
    };
  if (/^\t/.test(line))
    return {
      ...(field ? { field } : {}),
      message:
        'attendu une ligne qui commence par le nom du champ, trouvé une tabulation au début : retirez-la',
    };
  if (/keys must be unique/i.test(reason) && field)
    return {
      field,
      message: `attendu le champ « ${field} » une seule fois dans l’en-tête, trouvé une deuxième fois : gardez-en un`,
    };
  if (field === undefined)
    return {
      message: `attendu une ligne « champ: valeur » (par exemple title: "…"), trouvé « ${line.trim()} »`,
    };
  if (/^"/.test(value) && (value.match(/"/g) ?? []).length > 2)
    return {
      field,
      message: `attendu une valeur entre deux guillemets droits, trouvé d’autres guillemets droits à l’intérieur (« ${shown} ») : écrivez à l’intérieur les guillemets français « »`,
    };
  if (/^'/.test(value) && /\p{L}'\p{L}/u.test(value))
    return {
      field,
      message: `attendu une valeur entre guillemets droits, trouvé une apostrophe droite à l’intérieur d’apostrophes (« ${shown} ») : écrivez ${field}: "…" avec des guillemets droits autour`,
    };
  if (!/^["']/.test(value))
    return {
      field,
      message: `attendu la valeur entre guillemets droits, car elle contient « : » ou commence par « [ », « { » ou « # », trouvé « ${shown} » : écrivez ${field}: "${value.replace(/"/g, '')}"`,
    };
  return {
    field,
    message: `attendu une valeur lisible, trouvé « ${shown} » : une valeur qui contient « : » ou commence par « [ », « { » ou « # » s’écrit entre guillemets droits`,
  };
}

export function articleFromMarkdown(file: string, source: string): RawArticle {
  // Without a front matter, the file reads as an empty article.
  const [, yamlText, body = ''] = FRONT_MATTER.exec(source) ?? [];
  let frontMatter: unknown;
  let frontMatterError =
    yamlText === undefined
      ? 'attendu un en-tête entre deux lignes « --- » en haut du fichier'
      : undefined;
  let errorLine: number | undefined;
  let errorField: string | undefined;
  try {
    // Dates stay strings (ISO), as the schema expects.
    if (yamlText !== undefined) frontMatter = parseYaml(yamlText, { schema: 'core' });
  } catch (error) {
    const { message, linePos } = error as Error & { linePos?: { line: number }[] };
    const reason = (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    const index = linePos?.[0] === undefined ? -1 : linePos[0].line - 1;
    const lines = yamlText?.split(/\r?\n/) ?? [];
    // The header's lines are counted after its opening « --- ».
    errorLine = index < 0 ? undefined : index + 2;
    const advice = headerAdvice(lines[index] ?? '', lines[index - 1] ?? '', reason);
    errorField = advice.field;
    frontMatterError = `${advice.message} (YAML : ${reason})`;
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
      // Raw HTML and pictures in articles are not allowed: dropped (the check reports them).
      html: () => '',
      image: () => '',
    },
  });
  const content = marked.parse(body, { async: false });
  const bodyLine = (index: number) =>
    source.slice(0, source.length - body.length + index).split('\n').length;
  const html = /<[a-z][^>]*>/i.exec(body);
  const image = /!\[[^\]]*\]\([^)]*\)/.exec(body);
  // The article's title is the page's only h1.
  const title = /^# .*$/m.exec(body);
  const bodyErrors = [
    html && {
      message: `attendu du Markdown, trouvé du HTML brut « ${html[0]} » (retiré de la page)`,
      index: html.index,
    },
    image && {
      message: `attendu du texte, trouvé une image « ${image[0]} » (retirée de la page) : un article n’a qu’une illustration, celle du champ image de son en-tête`,
      index: image.index,
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
    ...(errorField === undefined ? {} : { errorField }),
    ...(bodyErrors.length > 0 ? { bodyErrors } : {}),
    content,
    links,
    wordCount: countWords(body),
  };
}

import { body } from './ArticleBody.css.ts';

export interface ArticleBodyProps {
  /** Made at build time from the catalog's Markdown: trusted content, inserted as is. */
  html: string;
}

export function ArticleBody({ html }: ArticleBodyProps) {
  return <div className={body} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { cx } from '../../styles/cx.ts';
import { body } from './ArticleBody.css.ts';

export interface ArticleBodyProps {
  /**
   * HTML of the article, made at build time by the catalog from its Markdown. Trusted content only:
   * it is inserted as is.
   */
  html: string;
  className?: string;
}

/** Long-form article text with reading typography (headings, lists, quotes, tables, links). */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  return <div className={cx(body, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

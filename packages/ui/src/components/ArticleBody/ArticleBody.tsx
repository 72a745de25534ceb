import { cx } from '../../styles/cx.ts';
import { body } from './ArticleBody.css.ts';

export interface ArticleBodyProps {
  /** Made at build time from the catalog's Markdown: trusted content, inserted as is. */
  html: string;
  className?: string;
}

export function ArticleBody({ html, className }: ArticleBodyProps) {
  return <div className={cx(body, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

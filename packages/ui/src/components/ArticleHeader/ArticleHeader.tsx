import type { ArticleFrontMatter } from '@clinique/catalog';
import { formatLongDate } from '@clinique/catalog/format';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ArticleHeader.css.ts';

export interface ArticleHeaderProps {
  article: Pick<
    ArticleFrontMatter,
    | 'title'
    | 'excerpt'
    | 'author'
    | 'publishedDate'
    | 'readTime'
    | 'category'
    | 'image'
    | 'imageAlt'
  >;
  /** After the read time: "de lecture" → "7 min de lecture". */
  readTimeSuffix?: string;
  /** The share button, shown beside the category. */
  share?: ReactNode;
  /** Breadcrumb above everything. */
  breadcrumb?: ReactNode;
}

/** Top of an article: category, share, title (`h1`), author, long French date, read time, excerpt, image. */
export function ArticleHeader({ article, readTimeSuffix, share, breadcrumb }: ArticleHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumb}
      <div className={styles.top}>
        <Badge tone="accent">{article.category}</Badge>
        {share}
      </div>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="user" size="1em" />
          {article.author}
        </span>
        <span className={styles.metaItem}>
          <Icon name="calendar" size="1em" />
          <time dateTime={article.publishedDate}>{formatLongDate(article.publishedDate)}</time>
        </span>
        <span className={styles.metaItem}>
          <Icon name="clock" size="1em" />
          {readTimeSuffix ? `${article.readTime} ${readTimeSuffix}` : article.readTime}
        </span>
      </p>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <img
        className={styles.image}
        src={article.image}
        alt={article.imageAlt}
        width={960}
        height={540}
        fetchPriority="high"
      />
    </header>
  );
}

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
  readTimeSuffix?: string;
  share?: ReactNode;
  breadcrumb?: ReactNode;
}

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

import { formatLongDate } from '@clinique/catalog/format';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { ArticleMetaItem, readTimeText } from '../ArticleMeta/ArticleMeta.tsx';
import type { BlogCardArticle } from '../BlogCard/BlogCard.tsx';
import * as styles from './ArticleHeader.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface ArticleHeaderProps {
  article: Omit<BlogCardArticle, 'tags'>;
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
      <h1 className={shared.pageTitle}>{article.title}</h1>
      <p className={styles.meta}>
        <ArticleMetaItem icon="user">{article.author}</ArticleMetaItem>
        <ArticleMetaItem icon="calendar">
          <time dateTime={article.publishedDate}>{formatLongDate(article.publishedDate)}</time>
        </ArticleMetaItem>
        <ArticleMetaItem icon="clock">
          {readTimeText(article.readTime, readTimeSuffix)}
        </ArticleMetaItem>
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

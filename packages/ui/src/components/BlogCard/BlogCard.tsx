import type { ArticleFrontMatter } from '@clinique/catalog';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { ArticleMetaItem, readTimeText } from '../ArticleMeta/ArticleMeta.tsx';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { TagList } from '../TagList/TagList.tsx';
import * as styles from './BlogCard.css.ts';
import * as shared from '../../styles/shared.css.ts';

export type BlogCardArticle = Pick<
  ArticleFrontMatter,
  | 'title'
  | 'excerpt'
  | 'author'
  | 'publishedDate'
  | 'readTime'
  | 'category'
  | 'tags'
  | 'image'
  | 'imageAlt'
>;

export interface BlogCardProps {
  article: BlogCardArticle;
  /** Formatted where the page is built: the first `Intl` formatter a page makes is a long task on a slow phone. */
  date: string;
  href: string;
  /** The blog page's text; the article title follows `readMoreLabel` for screen readers. */
  text: { readMoreLabel: string; readTimeSuffix?: string; maxCardTags?: number };
  headingLevel?: 2 | 3;
  as?: 'article' | 'li';
}

export function BlogCard({
  article,
  date,
  href,
  text: { readMoreLabel, readTimeSuffix, maxCardTags = 3 },
  headingLevel = 2,
  as = 'article',
}: BlogCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const tags = article.tags.slice(0, maxCardTags);
  return (
    <Card as={as} padding="none" aria-labelledby={titleId}>
      <LazyImage
        className={styles.image}
        image={{ src: article.image, alt: article.imageAlt }}
        width={960}
        height={540}
      />
      <div className={shared.cardBody}>
        <Badge tone="accent" size="sm">
          {article.category}
        </Badge>
        <p className={styles.meta}>
          <ArticleMetaItem icon="calendar">
            <time dateTime={article.publishedDate}>{date}</time>
          </ArticleMetaItem>
          <ArticleMetaItem icon="clock">
            {readTimeText(article.readTime, readTimeSuffix)}
          </ArticleMetaItem>
        </p>
        <Heading id={titleId} className={styles.title}>
          {article.title}
        </Heading>
        <p className={shared.smallMuted}>{article.excerpt}</p>
        <TagList tags={tags} compact />
        <div className={styles.footer}>
          <ArticleMetaItem icon="user">{article.author}</ArticleMetaItem>
          <Button href={href} variant="ghost" size="sm" icon="arrow-right" iconPosition="end">
            {readMoreLabel}
            <span className={visuallyHidden}> : {article.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

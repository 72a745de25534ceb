import type { ArticleFrontMatter } from '@clinique/catalog';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TagList } from '../TagList/TagList.tsx';
import * as styles from './BlogCard.css.ts';

/** What a card needs from an article. */
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
  /**
   * The publication date as the card states it (`formatShortDate(article.publishedDate)`, "12 mars
   * 2026"), formatted where the page is built: hydrating the blog list makes no `Intl` formatter (the
   * first one a page makes loads the locale's data, one long task on a slow phone).
   */
  date: string;
  /** Page of the article (`articlePath(slug)`). */
  href: string;
  /** "Lire plus"; the article title is added for screen readers. */
  readMoreLabel: string;
  /** After the read time, e.g. "de lecture" → "7 min de lecture". */
  readTimeSuffix?: string;
  /** At most this many tags. Default 3. */
  maxTags?: number;
  headingLevel?: 2 | 3;
  as?: 'article' | 'li';
}

/** Article card of the blog: image, category, French date, read time, title, excerpt, author, tags, "Lire plus". */
export function BlogCard({
  article,
  date,
  href,
  readMoreLabel,
  readTimeSuffix,
  maxTags = 3,
  headingLevel = 2,
  as = 'article',
}: BlogCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const tags = article.tags.slice(0, maxTags);
  return (
    <Card as={as} padding="none" aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={article.image}
        alt={article.imageAlt}
        width={960}
        height={540}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <Badge tone="accent" size="sm">
          {article.category}
        </Badge>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="calendar" size="1em" />
            <time dateTime={article.publishedDate}>{date}</time>
          </span>
          <span className={styles.metaItem}>
            <Icon name="clock" size="1em" />
            {readTimeSuffix ? `${article.readTime} ${readTimeSuffix}` : article.readTime}
          </span>
        </p>
        <Heading id={titleId} className={styles.title}>
          {article.title}
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <TagList tags={tags} compact />
        <div className={styles.footer}>
          <span className={styles.metaItem}>
            <Icon name="user" size="1em" />
            {article.author}
          </span>
          <Button href={href} variant="ghost" size="sm" icon="arrow-right" iconPosition="end">
            {readMoreLabel}
            <span className={visuallyHidden}> : {article.title}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

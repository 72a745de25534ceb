/** HTML-only: the share button works with the few lines of plain script of +client.ts. */
import {
  ArticleBody,
  ArticleHeader,
  BlogCard,
  Breadcrumb,
  Button,
  EmptyState,
  Grid,
  Section,
  ShareButton,
  StaticToast,
  TagList,
} from '@clinique/ui';
import { useData } from 'vike-react/useData';
import { PageCallToAction } from '../../../src/blocks/parts.tsx';
import * as layout from '../../../src/layout.css.ts';
import type { Data } from './+data.ts';
import { SHARE } from './share.ts';

/** Before the script runs (or without it) the button stays hidden. */
const noop = () => undefined;

function ArticleNotFound({ blog, breadcrumb }: Pick<Data, 'blog' | 'breadcrumb'>) {
  return (
    <Section width="narrow">
      <div className={layout.stack.lg}>
        <Breadcrumb {...breadcrumb} />
        <EmptyState
          title={blog.notFoundTitle}
          hint={blog.notFoundText}
          icon="alert"
          headingLevel={1}
          action={
            <Button href={blog.meta.path} icon="arrow-right" iconPosition="end">
              {blog.backLabel}
            </Button>
          }
        />
      </div>
    </Section>
  );
}

export default function Page() {
  const { article, related, blog, breadcrumb, cta, booking, copied } = useData<Data>();
  if (!article) return <ArticleNotFound blog={blog} breadcrumb={breadcrumb} />;
  return (
    <>
      <Section width="narrow">
        <article className={layout.stack.lg}>
          <ArticleHeader
            article={article}
            readTimeSuffix={blog.readTimeSuffix}
            breadcrumb={<Breadcrumb {...breadcrumb} />}
            share={
              <span {...{ [SHARE.wrapperAttribute]: '' }} hidden>
                <ShareButton label={blog.shareLabel} title={article.title} onCopied={noop} />
              </span>
            }
          />
          <ArticleBody html={article.content} />
          <TagList tags={article.tags} />
        </article>
      </Section>
      {related.length > 0 && (
        <Section title={blog.relatedTitle} tone="muted">
          <Grid as="ul" columns={2} gap="lg">
            {related.map((item) => (
              <BlogCard
                key={item.href}
                as="li"
                article={item.article}
                date={item.date}
                href={item.href}
                text={blog}
                headingLevel={3}
              />
            ))}
          </Grid>
        </Section>
      )}
      <PageCallToAction cta={cta} booking={booking} />
      <StaticToast id={SHARE.noticeId} notice={copied} />
    </>
  );
}

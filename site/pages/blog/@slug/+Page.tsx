/**
 * An article (HTML-only): breadcrumb, category and share button, header, body, tags, related articles
 * and the booking call to action; or "Article introuvable" for an unknown slug. The share button
 * works with the few lines of plain script of +client.ts (no React in the browser).
 */
import { articlePath, catalog } from '@clinique/catalog';
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
import { PageBreadcrumb, PageCallToAction } from '../../../src/blocks/PageParts.tsx';
import * as layout from '../../../src/layout.css.ts';
import { trailTo } from '../../../src/navigation.ts';
import type { Data } from './+data.ts';
import { SHARE } from './share.ts';

/** The button does its work once the script runs; before that (or without scripts) it stays hidden. */
const noop = () => undefined;

function ArticleNotFound() {
  const { blog, layout: siteLayout } = catalog;
  const trail = trailTo(blog.meta.path);
  return (
    <Section width="narrow">
      <div className={layout.stack.lg}>
        <Breadcrumb
          label={siteLayout.breadcrumbLabel}
          items={[
            ...trail.map((crumb) => ({ label: crumb.name, href: crumb.path })),
            { label: blog.notFoundTitle },
          ]}
        />
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
  const { article, related } = useData<Data>();
  const { blog, interfaceText } = catalog;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <Section width="narrow">
        <article className={layout.stack.lg}>
          <ArticleHeader
            article={article}
            readTimeSuffix={blog.readTimeSuffix}
            breadcrumb={<PageBreadcrumb path={articlePath(article.slug)} />}
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
      {related.length > 0 ? (
        <Section title={blog.relatedTitle} tone="muted">
          <Grid as="ul" columns={2} gap="lg">
            {related.map((item) => (
              <BlogCard
                key={item.slug}
                as="li"
                article={item}
                href={articlePath(item.slug)}
                readMoreLabel={blog.readMoreLabel}
                readTimeSuffix={blog.readTimeSuffix}
                maxTags={blog.maxCardTags}
                headingLevel={3}
              />
            ))}
          </Grid>
        </Section>
      ) : null}
      <PageCallToAction cta={catalog.home.cta} />
      <StaticToast id={SHARE.noticeId} notice={interfaceText.share.copied} />
    </>
  );
}

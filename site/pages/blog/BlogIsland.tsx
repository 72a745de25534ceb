/** Every card is in the prerendered HTML; island code gets data from +data.ts, never the catalog. */
import { filterArticles } from '@clinique/catalog/blog';
import { fillTemplate } from '@clinique/catalog/format';
import {
  BlogCard,
  Breadcrumb,
  Button,
  EmptyState,
  FilterChips,
  Grid,
  Hero,
  SearchBox,
  Section,
} from '@clinique/ui';
import { useBlogFilter } from '../../src/client/blog-filter.ts';
import * as layout from '../../src/layout.css.ts';
import type { Data } from './+data.ts';

export const BLOG_ISLAND = 'blog';

export function BlogIsland({ text, categories, articles, breadcrumb }: Data['island']) {
  const [filter, setFilter] = useBlogFilter(categories, text.allLabel);
  const shown = filterArticles(articles, { ...filter, allLabel: text.allLabel });
  const query = filter.query.trim();
  const heading = query
    ? fillTemplate(text.searchTitle, { query })
    : filter.category === text.allLabel
      ? text.allArticlesTitle
      : filter.category;
  const count = fillTemplate(shown.length > 1 ? text.resultCountOther : text.resultCountOne, {
    count: shown.length,
  });

  return (
    <>
      <Hero
        title={text.title}
        intro={text.intro}
        images={text.images}
        breadcrumb={<Breadcrumb {...breadcrumb} />}
      >
        <SearchBox
          label={text.searchLabel}
          hideLabel
          placeholder={text.searchPlaceholder}
          value={filter.query}
          onValueChange={(value) => setFilter({ ...filter, query: value })}
        />
      </Hero>
      <Section tone="muted" title={heading}>
        <div className={layout.stack.lg}>
          <div className={layout.stack.sm}>
            <FilterChips
              label={text.categoriesLabel}
              options={categories}
              value={filter.category}
              onValueChange={(category) => setFilter({ ...filter, category })}
            />
            <p role="status" className={layout.muted}>
              {count}
            </p>
          </div>
          {shown.length > 0 ? (
            <Grid as="ul" columns={3} gap="lg" balance>
              {shown.map((article) => (
                <BlogCard
                  key={article.href}
                  as="li"
                  article={article}
                  date={article.date}
                  href={article.href}
                  text={text}
                  headingLevel={3}
                />
              ))}
            </Grid>
          ) : (
            <EmptyState
              title={text.emptyTitle}
              hint={text.emptyHint}
              headingLevel={3}
              action={
                <Button
                  variant="outline"
                  icon="arrow-right"
                  iconPosition="end"
                  onClick={() => setFilter({ query: '', category: text.allLabel })}
                >
                  {text.allArticlesTitle}
                </Button>
              }
            />
          )}
        </div>
      </Section>
    </>
  );
}

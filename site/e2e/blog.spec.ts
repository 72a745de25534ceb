/**
 * Blog: the list (every card in the HTML, search and category filter kept in the address, empty
 * state), every article page (header, body, tags, related articles, booking), the share button and
 * the "Article introuvable" page of unknown slugs.
 */
import {
  type Article,
  articlePath,
  blogCategories,
  catalog,
  fillTemplate,
  filterArticles,
  formatLongDate,
  formatShortDate,
  relatedArticles,
} from '@clinique/catalog';
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, freezeTime, phone, test, visit } from './fixtures.ts';
import {
  escapeRegExp,
  expectLoggedErrors,
  expectNoAxeViolations,
  holdIslandScript,
  expectShowsSvg,
  waitForHydration,
} from './support.ts';

const { blog, articles, clinic, interfaceText } = catalog;
const allLabel = blog.allLabel;

function expectedTitles(query: string, category = allLabel): string[] {
  return filterArticles(articles, { query, category, allLabel }).map((article) => article.title);
}

/*
 * The words the tests type, chosen from the catalog by the tests' own rules (accents and case
 * folded here, not by the filter under test), so that an editor's change of an article keeps them
 * meaningful; a catalog holding no such word fails the test that needs it, with a clear error.
 */

/** Accents and case folded, as a reader compares words. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text, as written: letters only, five or more (no « pour », « dans »…). */
const wordsOf = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 5);

/** Whether one of `texts` holds `word`, accents and case folded. */
const holds = (texts: readonly string[], word: string) =>
  texts.some((text) => fold(text).includes(fold(word)));

/** What the search looks in: the title, the excerpt and the tags. */
const searched = (article: Article) => [article.title, article.excerpt, ...article.tags];

const hasAccent = (word: string) => fold(word) !== word.toLowerCase();

/**
 * A word of one article's tags that no other text of the blog holds (not even that article's title
 * or excerpt), an accented one first: the search must find that article by its tags alone.
 */
function tagOnlyWord(): { word: string; article: Article } {
  const found = articles.flatMap((article) =>
    article.tags
      .flatMap(wordsOf)
      .filter(
        (word) =>
          !holds([article.title, article.excerpt], word) &&
          !articles.some((other) => other !== article && holds(searched(other), word)),
      )
      .map((word) => ({ word, article })),
  );
  const chosen = found.find((candidate) => hasAccent(candidate.word)) ?? found[0];
  if (!chosen) throw new Error('no word of the blog is in one article’s tags and nowhere else');
  return chosen;
}

/** An accented word of one article's excerpt that no other text of the blog holds. */
function excerptOnlyWord(): { word: string; article: Article } {
  for (const article of articles) {
    const others = [
      article.title,
      ...article.tags,
      ...articles.filter((other) => other !== article).flatMap(searched),
    ];
    const word = wordsOf(article.excerpt).find(
      (candidate) => hasAccent(candidate) && !holds(others, candidate),
    );
    if (word) return { word, article };
  }
  throw new Error('no accented word of the blog is in one article’s excerpt and nowhere else');
}

/** The first word of the titles and excerpts that more than one article, but not every one, holds. */
function sharedWord(): string {
  const count = (word: string) =>
    articles.filter((article) => holds(searched(article), word)).length;
  const word = articles
    .flatMap((article) => [article.title, article.excerpt])
    .flatMap(wordsOf)
    .find((candidate) => count(candidate) > 1 && count(candidate) < articles.length);
  if (!word) throw new Error('no word of the blog’s titles and excerpts is in some articles only');
  return fold(word);
}

/**
 * The first category, with a word of its articles' titles and excerpts, such that the word narrows
 * the category (some of its articles, not all) and is found outside it too.
 */
function categoryAndWord(): { category: string; word: string } {
  for (const category of blogCategories) {
    const inside = articles.filter((article) => article.category === category);
    const outside = articles.filter((article) => article.category !== category);
    const word = inside
      .flatMap((article) => [article.title, article.excerpt])
      .flatMap(wordsOf)
      .find(
        (candidate) =>
          inside.some((article) => !holds(searched(article), candidate)) &&
          outside.some((article) => holds(searched(article), candidate)),
      );
    if (word) return { category, word: fold(word) };
  }
  throw new Error('no category of the blog has a word that narrows it and is found outside it');
}

/** The categories some article has, in the order of the chips. */
const usedCategories = blogCategories.filter((category) =>
  articles.some((article) => article.category === category),
);

/** The list's address holding these parameters, as a pattern. */
function listAddress(params: Record<string, string>): RegExp {
  return new RegExp(`/blog\\?${escapeRegExp(new URLSearchParams(params).toString())}$`);
}

/** The result cards: their `h3` titles, in order. */
function cardTitles(page: Page): Locator {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
}

function resultsHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2 }).first();
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: blog.searchLabel });
}

function chip(page: Page, name: string): Locator {
  return page.getByRole('group', { name: blog.categoriesLabel }).getByRole('button', {
    name,
    exact: true,
  });
}

/** Checks one article card against the catalog. */
async function expectCard(card: Locator, article: Article) {
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.title);
  await expect(card.getByRole('img')).toHaveAttribute('src', article.image);
  await expect(card.getByRole('img')).toHaveAttribute('alt', article.imageAlt);
  await expect(card.getByText(article.category, { exact: true })).toBeVisible();
  await expect(card.locator('time')).toHaveText(formatShortDate(article.publishedDate));
  await expect(card.getByText(`${article.readTime} ${blog.readTimeSuffix}`)).toBeVisible();
  await expect(card.getByText(article.excerpt)).toBeVisible();
  await expect(card.getByText(article.author)).toBeVisible();
  const tags = card.getByRole('listitem');
  await expect(tags).toHaveText(article.tags.slice(0, blog.maxCardTags));
  const more = card.getByRole('link', { name: `${blog.readMoreLabel} : ${article.title}` });
  await expect(more).toHaveAttribute('href', articlePath(article.slug));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list holds every article card; articles hide the share button', async ({ page }) => {
    await visit(page, '/blog');
    const breadcrumb = page.getByRole('navigation', { name: catalog.layout.breadcrumbLabel });
    await expect(breadcrumb.getByRole('link', { name: catalog.layout.homeLabel })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(breadcrumb.getByText(blog.title, { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    await expect(resultsHeading(page)).toHaveText(blog.allArticlesTitle);
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(articles.length);
    for (const [index, article] of articles.entries()) await expectCard(cards.nth(index), article);

    const [first] = articles;
    if (!first) throw new Error('no article');
    await visit(page, articlePath(first.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.getByRole('button', { name: blog.shareLabel })).toBeHidden();
    // No script is even requested (no module preload): nothing fails, the fixture checks it.
  });
});

test('search matches title, excerpt or tags, case-insensitively, and stays in the address', async ({
  page,
}) => {
  await visit(page, '/blog');
  await waitForHydration(page);
  await expect(chip(page, allLabel)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText(
    fillTemplate(blog.resultCountOther, { count: articles.length }),
  );

  // A word found only in one article's tags, typed in capitals; then one found only in an excerpt,
  // typed without its accent. The expected articles are named by the test's own rule above, not
  // computed by the filter under test.
  const tagged = tagOnlyWord();
  const capitals = tagged.word.toLocaleUpperCase('fr');
  await searchBox(page).fill(capitals);
  await expect(cardTitles(page)).toHaveText([tagged.article.title]);
  await expect(resultsHeading(page)).toHaveText(
    fillTemplate(blog.searchTitle, { query: capitals }),
  );
  await expect(page).toHaveURL(listAddress({ q: capitals }));
  const excerpted = excerptOnlyWord();
  await searchBox(page).fill(fold(excerpted.word));
  await expect(cardTitles(page)).toHaveText([excerpted.article.title]);

  // A word of the excerpts and titles.
  const shared = sharedWord();
  await searchBox(page).fill(shared);
  const matching = expectedTitles(shared);
  expect(matching.length).toBeGreaterThan(1);
  expect(matching.length).toBeLessThan(articles.length);
  await expect(cardTitles(page)).toHaveText(matching);
  await expect(page.getByRole('status')).toHaveText(
    fillTemplate(blog.resultCountOther, { count: matching.length }),
  );

  // The filtered view survives a reload (the address holds it).
  await page.reload();
  await waitForHydration(page);
  await expect(searchBox(page)).toHaveValue(shared);
  await expect(cardTitles(page)).toHaveText(matching);

  await searchBox(page).fill('');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cardTitles(page)).toHaveCount(articles.length);
  await expect(resultsHeading(page)).toHaveText(blog.allArticlesTitle);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the search box shows its whole placeholder at 375 px', async ({ page }) => {
    await visit(page, '/blog');
    const search = page.getByRole('searchbox', { name: blog.searchLabel });
    await expect(search).toHaveAttribute('placeholder', blog.searchPlaceholder);
    const { needed, available } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (context === null) throw new Error('no canvas');
      context.font = style.font;
      return {
        needed: context.measureText(input.placeholder).width,
        available:
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(needed).toBeLessThanOrEqual(available);
  });
});

test('a search typed before the page’s script ran filters the list once it runs', async ({
  page,
}) => {
  // The island starts once the page has loaded (later still on a slow network): the test holds
  // its script until the visitor has typed.
  const release = await holdIslandScript(page, 'pages_blog_client');
  const shared = sharedWord();
  await visit(page, '/blog');
  await searchBox(page).fill(shared);
  await expect(cardTitles(page)).toHaveCount(articles.length);
  release();
  await waitForHydration(page);
  await expect(searchBox(page)).toHaveValue(shared);
  await expect(cardTitles(page)).toHaveText(expectedTitles(shared));
  await expect(resultsHeading(page)).toHaveText(fillTemplate(blog.searchTitle, { query: shared }));
  await expect(page).toHaveURL(listAddress({ q: shared }));
});

test('category chips filter, combine with the search, and are shareable', async ({ page }) => {
  await visit(page, '/blog');
  await waitForHydration(page);
  const chips = page.getByRole('group', { name: blog.categoriesLabel }).getByRole('button');
  await expect(chips).toHaveText([allLabel, ...blogCategories]);

  for (const category of blogCategories) {
    await chip(page, category).click();
    await expect(chip(page, category)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, allLabel)).toHaveAttribute('aria-pressed', 'false');
    await expect(resultsHeading(page)).toHaveText(category);
    await expect(cardTitles(page)).toHaveText(expectedTitles('', category));
  }

  const { category, word } = categoryAndWord();
  await chip(page, category).click();
  await searchBox(page).fill(word);
  await expect(cardTitles(page)).toHaveText(expectedTitles(word, category));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    q: word,
    categorie: category,
  });

  // Someone opening the shared address sees the same view.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await waitForHydration(other);
  await expect(chip(other, category)).toHaveAttribute('aria-pressed', 'true');
  await expect(searchBox(other)).toHaveValue(word);
  await expect(cardTitles(other)).toHaveText(expectedTitles(word, category));
  await other.close();

  await chip(page, allLabel).click();
  await expect(page).toHaveURL(listAddress({ q: word }));
  await expect(cardTitles(page)).toHaveText(expectedTitles(word));
});

test('nothing found: the empty state and its hint, then back to every article', async ({
  page,
}) => {
  // A category with articles, one whose name the address must encode if the blog has one.
  const category =
    usedCategories.find((name) => encodeURIComponent(name) !== name) ?? usedCategories[0];
  if (!category) throw new Error('no category of the blog has an article');
  expect(expectedTitles('xyzzy', category)).toEqual([]);
  await visit(page, `/blog?categorie=${encodeURIComponent(category)}&q=xyzzy`);
  await waitForHydration(page);
  await expect(resultsHeading(page)).toHaveText(fillTemplate(blog.searchTitle, { query: 'xyzzy' }));
  await expect(chip(page, category)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3, name: blog.emptyTitle })).toBeVisible();
  await expect(page.getByText(blog.emptyHint)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(
    fillTemplate(blog.resultCountOne, { count: 0 }),
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: blog.allArticlesTitle }).click();
  await expect(cardTitles(page)).toHaveCount(articles.length);
  await expect(searchBox(page)).toHaveValue('');
  await expect(chip(page, allLabel)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/blog$/);
});

test('every article page: header, body, tags, related articles, booking', async ({ page }) => {
  for (const article of articles) {
    await visit(page, articlePath(article.slug));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const header = main.locator('article header');
    await expect(header.getByText(article.category, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: blog.shareLabel })).toBeVisible();
    await expect(header.getByText(article.author)).toBeVisible();
    await expect(header.locator('time')).toHaveText(formatLongDate(article.publishedDate));
    await expect(header.getByText(`${article.readTime} ${blog.readTimeSuffix}`)).toBeVisible();
    await expect(header.getByText(article.excerpt)).toBeVisible();
    await expectShowsSvg(page, header.getByRole('img', { name: article.imageAlt }), article.image);
    // The body: the sections of the Markdown.
    const sections = (article.content.match(/<h2[\s>]/g) ?? []).length;
    expect(sections, `${article.slug} has ## headings`).toBeGreaterThan(0);
    await expect(main.locator('article').getByRole('heading', { level: 2 })).toHaveCount(sections);
    for (const tag of article.tags) {
      await expect(main.locator('article > ul').getByText(tag, { exact: true })).toBeVisible();
    }

    const related = relatedArticles(articles, article, blog.maxRelated);
    const relatedSection = page.getByRole('region', { name: blog.relatedTitle });
    if (related.length === 0) {
      await expect(relatedSection).toHaveCount(0);
    } else {
      await expect(relatedSection.getByRole('heading', { level: 3 })).toHaveText(
        related.map((item) => item.title),
      );
      for (const item of related) expect(item.category).toBe(article.category);
    }
    const cta = main.getByRole('group', { name: catalog.home.cta.title });
    await expect(cta.getByRole('link', { name: catalog.layout.bookingLabel })).toHaveAttribute(
      'href',
      clinic.bookingUrl,
    );
  }
});

test('a related article leads to its page', async ({ page }) => {
  const article = articles.find(
    (item) => relatedArticles(articles, item, blog.maxRelated).length > 0,
  );
  // Editors file articles as they like: with no two in one category, no page has this link.
  test.skip(!article, 'no two articles share a category, so no page shows a related article');
  if (!article) return;
  const [first] = relatedArticles(articles, article, blog.maxRelated);
  if (!first) throw new Error('no related article');
  await visit(page, articlePath(article.slug));
  await page
    .getByRole('region', { name: blog.relatedTitle })
    .getByRole('link', { name: `${blog.readMoreLabel} : ${first.title}` })
    .click();
  await expect(page).toHaveURL(articlePath(first.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test.describe('share button', () => {
  const [article] = articles;
  if (!article) throw new Error('no article');
  const path = articlePath(article.slug);
  const notice = interfaceText.share.copied;

  test('without a share sheet: copies the link and says so for 4 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
    });
    await freezeTime(page);
    await visit(page, path);
    await page.getByRole('button', { name: blog.shareLabel }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText(notice.title);
    await expect(status).toContainText(notice.description ?? '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expectNoAxeViolations(page);
    await page.clock.runFor(3900);
    await expect(status).toContainText(notice.title);
    await page.clock.runFor(200);
    await expect(status).toBeEmpty();
  });

  test('with a share sheet: shares the title and the address; a cancel is ignored', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return calls.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    await visit(page, path);
    const share = page.getByRole('button', { name: blog.shareLabel });
    await share.click();
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([
        { title: article.title, url: page.url() },
        { title: article.title, url: page.url() },
      ]);
    // Neither the share nor its cancellation shows a notice; the fixture checks nothing was logged.
    await expect(page.getByRole('status')).toBeEmpty();
  });

  test('a clipboard failure is only logged', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('clipboard refused')) },
      });
    });
    await visit(page, path);
    await page.getByRole('button', { name: blog.shareLabel }).click();
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    expectLoggedErrors(consoleErrors, [/Partage impossible/]);
    await expect(page.getByRole('status')).toBeEmpty();
  });
});

test('an unknown slug answers 404 with "Article introuvable" in French and a way back', async ({
  page,
}) => {
  for (const path of ['/blog/article-inconnu', '/blog/un/deux']) {
    await visit(page, path, 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.notFoundTitle);
    await expect(page.getByText(blog.notFoundText)).toBeVisible();
    await expect(page.locator('[lang="en"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: blog.backLabel }).click();
  await expect(page).toHaveURL('/blog');
});

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`accessibility at ${width} width`, () => {
    test.use(device);
    test('blog list filtered, article not found', async ({ page }) => {
      // The last category with articles, in the order of the chips.
      const category = usedCategories.at(-1);
      if (!category) throw new Error('no category of the blog has an article');
      await visit(page, `/blog?categorie=${encodeURIComponent(category)}`);
      await waitForHydration(page);
      await expect(cardTitles(page)).toHaveText(expectedTitles('', category));
      await expectNoAxeViolations(page);
      await visit(page, '/blog/article-inconnu', 404);
      await expectNoAxeViolations(page);
    });
  });
}

/**
 * Consistency checks beyond the schemas. Each check reads the validated catalog and returns problems
 * that name the file, the entry and the field, with what was expected and what was found.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { highestAmount, lowestAmount } from './format/content.ts';
import { type LegalPageKey, legalPaths, requiredLegalSections } from './legal.ts';
import type { CatalogData } from './load.ts';
import type { Problem } from './problems.ts';
import { pathOf, serviceRoutes } from './routes.ts';
import type { PriceTable } from './schemas/entities.ts';
import type { TreatmentPage } from './schemas/pages.ts';
import { legalPageSources, sources } from './sources.ts';

export const assetsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');

/** Readings the code uses directly (header, footer and structured data), not through data references. */
export const readingsUsedByCode = [
  'openingHours.visibleText',
  'openingHours.structuredData',
  'phone.visibleText',
  'phone.structuredData',
];

const WORDS_PER_MINUTE = 200;
export const MIN_ARTICLE_WORDS = 600;

export interface CheckContext {
  /** Tells whether an image path (`/images/…`) exists; the real one looks in packages/catalog/assets. */
  imageExists: (src: string) => boolean;
}

export const defaultContext: CheckContext = {
  imageExists: (src) => existsSync(join(assetsDir, src.replace(/^\//, ''))),
};

type Check = (catalog: CatalogData, context: CheckContext) => Problem[];

const error = (file: string, entry: string, field: string, message: string): Problem => ({
  file,
  entry,
  field,
  message,
  severity: 'error',
});

const treatmentFile = (page: { id: string }) => `src/data/treatments/${page.id}.ts`;

/** Calls `visit` for every object in `value`, with its path. */
function walk(
  value: unknown,
  visit: (node: Record<string, unknown>, path: string) => void,
  path = '',
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, `${path}[${index}]`));
  } else if (typeof value === 'object' && value !== null) {
    visit(value as Record<string, unknown>, path);
    for (const [key, item] of Object.entries(value))
      walk(item, visit, path ? `${path}.${key}` : key);
  }
}

/** Every data source of the catalog with its file, for checks that look at all of them. */
function allDocuments(catalog: CatalogData): { file: string; data: unknown }[] {
  const named = Object.entries(sources).map(([key, source]) => ({
    file: source.file,
    data: catalog[key as keyof typeof sources],
  }));
  return [
    ...named,
    ...catalog.treatmentPages.map((page) => ({ file: treatmentFile(page), data: page })),
    ...legalEntries(catalog).map(([key, page]) => ({
      file: legalPageSources[key].file,
      data: page,
    })),
  ];
}

function legalEntries(catalog: CatalogData) {
  return Object.entries(catalog.legalPages) as [
    LegalPageKey,
    CatalogData['legalPages'][LegalPageKey],
  ][];
}

function duplicates<T>(items: readonly T[], key: (item: T) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

export const checkUniqueIds: Check = (catalog) => {
  const problems: Problem[] = [];
  const report = (file: string, entry: string, field: string, values: string[]) => {
    for (const value of values)
      problems.push(
        error(file, entry, field, `expected unique values, found "${value}" more than once`),
      );
  };
  report(
    sources.home.file,
    'services.items',
    'id',
    duplicates(catalog.home.services.items, (s) => s.id),
  );
  report(
    'src/data/treatments',
    '',
    'id',
    duplicates(catalog.treatmentPages, (p) => p.id),
  );
  report(
    'src/data/treatments',
    '',
    'path',
    duplicates(catalog.treatmentPages, (p) => p.path),
  );
  report(
    'content/blog',
    '',
    'id',
    duplicates(catalog.articles, (a) => String(a.id)),
  );
  report(
    'content/blog',
    '',
    'slug',
    duplicates(catalog.articles, (a) => a.slug),
  );
  report(
    sources.vouchers.file,
    'offers',
    'id',
    duplicates(catalog.vouchers.offers, (o) => o.id),
  );
  report(
    sources.vouchers.file,
    'offers',
    'title',
    duplicates(catalog.vouchers.offers, (o) => o.title),
  );
  report(
    sources.interfaceText.file,
    'contactForm.treatments',
    'id',
    duplicates(catalog.interfaceText.contactForm.treatments, (t) => t.id),
  );
  for (const list of [catalog.soinsVisage, catalog.soinsCorps]) {
    report(
      `src/data/pages/${list.id}.ts`,
      'cards',
      'id',
      duplicates(list.cards, (c) => c.id),
    );
  }
  for (const page of catalog.treatmentPages) {
    report(
      treatmentFile(page),
      'prices.tables',
      'id',
      duplicates(page.prices?.tables ?? [], (t) => t.id),
    );
  }
  report(
    'src/data',
    '',
    'meta.path',
    duplicates(allRouteMetas(catalog), (m) => m.path),
  );
  return problems;
};

export const checkArticleFiles: Check = (catalog) =>
  catalog.articles
    .filter((article) => !article.file.endsWith(`/${article.slug}.md`))
    .map((article) =>
      error(
        article.file,
        '',
        'slug',
        `expected the file to be named after the slug "${article.slug}.md"`,
      ),
    );

export const checkServiceRoutes: Check = (catalog) => {
  const routes = new Set(catalog.routes.map((route) => route.path));
  return catalog.home.services.items.flatMap((service, index) => {
    const target = serviceRoutes[service.id];
    if (!target) {
      return [
        error(
          sources.home.file,
          `services.items[${index}] (${service.id})`,
          'id',
          `expected one of ${Object.keys(serviceRoutes)
            .map((id) => `"${id}"`)
            .join(', ')} (its "En savoir plus" would lead to /contact), found "${service.id}"`,
        ),
      ];
    }
    return routes.has(target)
      ? []
      : [
          error(
            sources.home.file,
            `services.items[${index}] (${service.id})`,
            'id',
            `expected the route ${target} to exist, found no such page`,
          ),
        ];
  });
};

export const checkInternalLinks: Check = (catalog) => {
  const routes = new Set(catalog.routes.map((route) => route.path));
  const problems: Problem[] = [];
  for (const document of allDocuments(catalog)) {
    walk(document.data, (node, path) => {
      for (const key of ['href', 'actionHref', 'moreHref', 'redirectTo']) {
        const href = node[key];
        if (typeof href === 'string' && href.startsWith('/') && !routes.has(pathOf(href))) {
          problems.push(
            error(
              document.file,
              path,
              key,
              `expected a link to an existing route, found "${href}"`,
            ),
          );
        }
      }
    });
  }
  for (const article of catalog.articles) {
    for (const href of article.links) {
      if (!href.startsWith('/')) {
        problems.push(
          error(
            article.file,
            'body',
            'link',
            `expected an internal link such as /contact, found "${href}"`,
          ),
        );
      } else if (!routes.has(pathOf(href))) {
        problems.push(
          error(
            article.file,
            'body',
            'link',
            `expected a link to an existing route, found "${href}"`,
          ),
        );
      }
    }
  }
  return problems;
};

export const checkImages: Check = (catalog, context) => {
  const problems: Problem[] = [];
  for (const document of allDocuments(catalog)) {
    walk(document.data, (node, path) => {
      if (
        typeof node.src === 'string' &&
        typeof node.alt === 'string' &&
        !context.imageExists(node.src)
      ) {
        problems.push(
          error(
            document.file,
            path,
            'src',
            `expected an image in packages/catalog/assets, found no file at "${node.src}"`,
          ),
        );
      }
    });
  }
  for (const article of catalog.articles) {
    if (!context.imageExists(article.image)) {
      problems.push(
        error(
          article.file,
          '',
          'image',
          `expected an image in packages/catalog/assets, found no file at "${article.image}"`,
        ),
      );
    }
  }
  return problems;
};

function lowestRow(tables: readonly PriceTable[]): number | undefined {
  const amounts = tables.flatMap((table) =>
    table.kind === 'standard'
      ? table.rows.map((row) => lowestAmount(row.price))
      : table.rows.map((row) => row.oneSession),
  );
  return amounts.length ? Math.min(...amounts) : undefined;
}

/** Whether a price at `pattern` in `file` comes from a declared variant reading. */
function priceFromVariant(catalog: CatalogData, file: string, pattern: RegExp): boolean {
  return catalog.variantUses.some((use) => use.file === file && pattern.test(use.path));
}

/** "From X €" on a card agrees with the lowest row of its page's tables, unless a variant says otherwise. */
export const checkFromPrices: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const [key, list] of [
    ['soinsVisage', catalog.soinsVisage],
    ['soinsCorps', catalog.soinsCorps],
  ] as const) {
    const file = sources[key].file;
    list.cards.forEach((card, index) => {
      const price = card.price;
      if (typeof price !== 'object' || !('from' in price) || !card.href) return;
      const page = catalog.treatmentPages.find(
        (candidate) => candidate.path === pathOf(card.href ?? ''),
      );
      const lowest = page?.prices ? lowestRow(page.prices.tables) : undefined;
      if (!page || lowest === undefined || lowest === price.from) return;
      const declared =
        priceFromVariant(catalog, file, new RegExp(`^cards\\[${index}\\]\\.price$`)) ||
        priceFromVariant(
          catalog,
          treatmentFile(page),
          /^prices\.tables\[\d+\](\.rows\[\d+\]\.price)?$/,
        );
      if (!declared) {
        problems.push(
          error(
            file,
            `cards[${index}] (${card.id})`,
            'price',
            `expected "from ${lowest} €", the lowest price of ${page.path}, found "from ${price.from} €" (declare a variant in src/data/variants.ts if both readings are right)`,
          ),
        );
      }
    });
  }
  return problems;
};

export const checkSessionPrices: Check = (catalog) => {
  const problems: Problem[] = [];
  const pages: { file: string; page: Pick<TreatmentPage, 'prices'> }[] = catalog.treatmentPages.map(
    (page) => ({
      file: treatmentFile(page),
      page,
    }),
  );
  for (const { file, page } of pages) {
    page.prices?.tables.forEach((table, tableIndex) => {
      if (table.kind !== 'sessions') return;
      table.rows.forEach((row, rowIndex) => {
        const entry = `prices.tables[${tableIndex}].rows[${rowIndex}] (${row.zone})`;
        if (row.threeSessions >= row.oneSession * 3) {
          problems.push(
            error(
              file,
              entry,
              'threeSessions',
              `expected less than 3 × ${row.oneSession} = ${row.oneSession * 3} €, found ${row.threeSessions} €`,
            ),
          );
        }
        if (Math.abs(row.breakdown.perSession * 3 - row.threeSessions) > 0.05) {
          problems.push(
            error(
              file,
              entry,
              'breakdown.perSession',
              `expected ${row.threeSessions} ÷ 3 = ${(row.threeSessions / 3).toFixed(2)} €, found ${row.breakdown.perSession} €`,
            ),
          );
        }
        const saving = row.oneSession * 3 - row.threeSessions;
        if (row.breakdown.saving !== saving) {
          problems.push(
            error(
              file,
              entry,
              'breakdown.saving',
              `expected 3 × ${row.oneSession} − ${row.threeSessions} = ${saving} €, found ${row.breakdown.saving} €`,
            ),
          );
        }
      });
    });
  }
  return problems;
};

export const checkPackages: Check = (catalog) => {
  const problems: Problem[] = [];
  const limit = catalog.clinic.hairRemovalPackageSavingsPercent;
  for (const page of catalog.treatmentPages) {
    page.sections.forEach((section, sectionIndex) => {
      if (section.kind === 'hairRemovalPackages') {
        const popular = section.packages.filter((pack) => pack.popular);
        if (popular.length > 1) {
          problems.push(
            error(
              treatmentFile(page),
              `sections[${sectionIndex}]`,
              'popular',
              `expected at most one popular package, found ${popular.length}`,
            ),
          );
        }
        section.packages.forEach((pack, index) => {
          if (pack.separatePrice === undefined) return;
          const entry = `sections[${sectionIndex}].packages[${index}] (${pack.id})`;
          if (pack.separatePrice <= pack.price) {
            problems.push(
              error(
                treatmentFile(page),
                entry,
                'separatePrice',
                `expected more than the package price ${pack.price} €, found ${pack.separatePrice} €`,
              ),
            );
          } else if ((pack.separatePrice - pack.price) / pack.separatePrice > limit / 100) {
            problems.push(
              error(
                treatmentFile(page),
                entry,
                'price',
                `expected a saving of at most ${limit} % (the clinic's claim), found ${Math.round(((pack.separatePrice - pack.price) / pack.separatePrice) * 100)} %`,
              ),
            );
          }
        });
      }
      if (section.kind === 'bodyPackages') {
        section.packages.forEach((pack, index) => {
          if (pack.saving <= 0) {
            problems.push(
              error(
                treatmentFile(page),
                `sections[${sectionIndex}].packages[${index}] (${pack.id})`,
                'saving',
                `expected a positive saving, found ${pack.saving} €`,
              ),
            );
          }
        });
      }
    });
  }
  for (const [key, list] of [
    ['soinsVisage', catalog.soinsVisage],
    ['soinsCorps', catalog.soinsCorps],
  ] as const) {
    list.sections.forEach((section, sectionIndex) => {
      if (section.kind !== 'bodyPackages') return;
      section.packages.forEach((pack, index) => {
        if (pack.saving <= 0) {
          problems.push(
            error(
              sources[key].file,
              `sections[${sectionIndex}].packages[${index}] (${pack.id})`,
              'saving',
              `expected a positive saving, found ${pack.saving} €`,
            ),
          );
        }
      });
    });
  }
  return problems;
};

export const checkVouchers: Check = (catalog) => {
  const file = sources.vouchers.file;
  const problems: Problem[] = [];
  const popular = catalog.vouchers.offers.filter((offer) => offer.popular);
  if (popular.length !== 1) {
    problems.push(
      error(
        file,
        'offers',
        'popular',
        `expected exactly one popular voucher, found ${popular.length}`,
      ),
    );
  }
  catalog.vouchers.offers.forEach((offer, index) => {
    if (offer.originalPrice <= offer.price) {
      problems.push(
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'originalPrice',
          `expected more than the price ${offer.price} €, found ${offer.originalPrice} €`,
        ),
      );
    }
    if (offer.price < catalog.vouchers.custom.minimum) {
      problems.push(
        error(
          file,
          `offers[${index}] (${offer.id})`,
          'price',
          `expected at least the custom minimum ${catalog.vouchers.custom.minimum} €, found ${offer.price} €`,
        ),
      );
    }
  });
  const { minimum, maximum } = catalog.vouchers.custom;
  if (maximum <= minimum) {
    problems.push(
      error(
        file,
        'custom',
        'maximum',
        `expected more than the minimum ${minimum} €, found ${maximum} €`,
      ),
    );
  }
  return problems;
};

export const checkReadTimes: Check = (catalog) =>
  catalog.articles.flatMap((article) => {
    const problems: Problem[] = [];
    const declared = Number.parseInt(article.readTime, 10);
    const expected = Math.ceil(article.wordCount / WORDS_PER_MINUTE);
    if (Math.abs(declared - expected) > 1) {
      problems.push(
        error(
          article.file,
          '',
          'readTime',
          `expected "${expected} min" (${article.wordCount} words at ${WORDS_PER_MINUTE} per minute, ±1), found "${article.readTime}"`,
        ),
      );
    }
    if (article.wordCount < MIN_ARTICLE_WORDS) {
      problems.push(
        error(
          article.file,
          '',
          'body',
          `expected at least ${MIN_ARTICLE_WORDS} words, found ${article.wordCount}`,
        ),
      );
    }
    return problems;
  });

function allRouteMetas(catalog: CatalogData) {
  return [
    catalog.home.meta,
    catalog.about.meta,
    catalog.contact.meta,
    catalog.vouchers.meta,
    catalog.faq.meta,
    catalog.success.meta,
    catalog.contactThanks.meta,
    catalog.blog.meta,
    catalog.soinsVisage.meta,
    catalog.soinsCorps.meta,
    ...catalog.treatmentPages.map((page) => page.meta),
    ...Object.values(catalog.legalPages).map((page) => page.meta),
  ];
}

/** Every route has metadata whose canonical path is the route itself. */
export const checkMetadata: Check = (catalog) => {
  const problems: Problem[] = [];
  const pairs: { file: string; path: string; metaPath: string }[] = [
    { file: sources.home.file, path: '/', metaPath: catalog.home.meta.path },
    { file: sources.about.file, path: '/a-propos', metaPath: catalog.about.meta.path },
    { file: sources.contact.file, path: '/contact', metaPath: catalog.contact.meta.path },
    { file: sources.vouchers.file, path: '/bons-cadeaux', metaPath: catalog.vouchers.meta.path },
    { file: sources.faq.file, path: '/faq', metaPath: catalog.faq.meta.path },
    { file: sources.success.file, path: '/success', metaPath: catalog.success.meta.path },
    {
      file: sources.contactThanks.file,
      path: '/contact/merci',
      metaPath: catalog.contactThanks.meta.path,
    },
    { file: sources.blog.file, path: '/blog', metaPath: catalog.blog.meta.path },
    {
      file: sources.soinsVisage.file,
      path: catalog.soinsVisage.path,
      metaPath: catalog.soinsVisage.meta.path,
    },
    {
      file: sources.soinsCorps.file,
      path: catalog.soinsCorps.path,
      metaPath: catalog.soinsCorps.meta.path,
    },
    ...catalog.treatmentPages.map((page) => ({
      file: treatmentFile(page),
      path: page.path,
      metaPath: page.meta.path,
    })),
    ...legalEntries(catalog).map(([key, page]) => ({
      file: legalPageSources[key].file,
      path: page.path,
      metaPath: page.meta.path,
    })),
  ];
  for (const [key, page] of legalEntries(catalog)) {
    if (page.path !== legalPaths[key]) {
      problems.push(
        error(
          legalPageSources[key].file,
          '',
          'path',
          `expected "${legalPaths[key]}" (the footer links there), found "${page.path}"`,
        ),
      );
    }
  }
  for (const pair of pairs) {
    if (pair.path !== pair.metaPath) {
      problems.push(
        error(
          pair.file,
          'meta',
          'path',
          `expected the page's own route "${pair.path}", found "${pair.metaPath}"`,
        ),
      );
    }
  }
  if (!catalog.local.paths.includes(catalog.local.meta.path)) {
    problems.push(
      error(
        sources.local.file,
        'meta',
        'path',
        `expected one of ${catalog.local.paths.join(', ')}, found "${catalog.local.meta.path}"`,
      ),
    );
  }
  catalog.treatmentPages.forEach((page) => {
    if (page.path !== `/${page.id}`) {
      problems.push(
        error(
          treatmentFile(page),
          '',
          'path',
          `expected "/${page.id}" (the id), found "${page.path}"`,
        ),
      );
    }
  });
  return problems;
};

/** Every reading of every variant is shown somewhere; none is dropped. */
export const checkVariants: Check = (catalog) => {
  const used = new Set([
    ...catalog.variantUses.map((use) => `${use.variant}.${use.reading}`),
    ...readingsUsedByCode,
  ]);
  const problems: Problem[] = [];
  for (const [name, variant] of Object.entries(catalog.variants)) {
    for (const reading of Object.keys(variant.readings)) {
      if (!used.has(`${name}.${reading}`)) {
        problems.push(
          error(
            'src/data/variants.ts',
            name,
            `readings.${reading}`,
            `expected this reading to be used by some page ({ variant: '${name}.${reading}' }), found no use`,
          ),
        );
      }
    }
  }
  return problems;
};

function amountsOf(price: Parameters<typeof lowestAmount>[0]): number[] {
  const high = highestAmount(price);
  return high === undefined ? [lowestAmount(price)] : [lowestAmount(price), high];
}

/** Every amount of a treatment page's price tables, offers and packages. */
function pageAmounts(page: TreatmentPage): Set<number> {
  const amounts = new Set<number>();
  for (const table of page.prices?.tables ?? []) {
    for (const row of table.rows) {
      if ('price' in row) amountsOf(row.price).forEach((n) => amounts.add(n));
      else [row.oneSession, row.threeSessions, row.breakdown.saving].forEach((n) => amounts.add(n));
    }
  }
  for (const section of page.sections) {
    if (section.kind === 'offers')
      section.offers.forEach((o) => amountsOf(o.price).forEach((n) => amounts.add(n)));
    if (section.kind === 'hairRemovalPackages') {
      section.packages.forEach((p) =>
        [p.price, p.separatePrice ?? p.price].forEach((n) => amounts.add(n)),
      );
    }
    if (section.kind === 'bodyPackages') {
      section.packages.forEach((p) =>
        [...amountsOf(p.price), p.saving].forEach((n) => amounts.add(n)),
      );
    }
  }
  return amounts;
}

const EURO_IN_TEXT = /(\d[\d\u202F\u00A0 ]*)\u00A0€/g;

/**
 * A price written in a treatment page's text ("Dès 200 €" in the hero, "230 € avec NCTF 135"…) is
 * one of the page's own prices, the consultation fee, or a price of the treatment lists: an editor
 * who changes a table and forgets the prose is told where.
 */
export const checkPricesInText: Check = (catalog) => {
  const shared = new Set<number>([catalog.clinic.consultation.fee]);
  for (const list of [catalog.soinsVisage, catalog.soinsCorps]) {
    list.cards.forEach((card) => amountsOf(card.price).forEach((n) => shared.add(n)));
    list.prices.tables.forEach((table) =>
      table.rows.forEach((row) => {
        if ('price' in row) amountsOf(row.price).forEach((n) => shared.add(n));
      }),
    );
  }
  const problems: Problem[] = [];
  for (const page of catalog.treatmentPages) {
    const allowed = new Set([...shared, ...pageAmounts(page)]);
    const { prices, ...rest } = page;
    const texts = { ...rest, prices: prices ? { ...prices, tables: [] } : undefined };
    const visit = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(EURO_IN_TEXT)) {
          const amount = Number((match[1] ?? '').replace(/[\s\u202F\u00A0]/g, ''));
          if (!allowed.has(amount)) {
            problems.push(
              error(
                treatmentFile(page),
                path,
                'text',
                `expected a price of this page (${[...pageAmounts(page)].sort((a, b) => a - b).join(', ')} €) or of the treatment lists, found "${amount} €" in the text`,
              ),
            );
          }
        }
      } else if (Array.isArray(value))
        value.forEach((item, index) => visit(item, `${path}[${index}]`));
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
      }
    };
    visit(texts, '');
  }
  return problems;
};

/**
 * Every legal page has the sections the law asks of it (src/legal.ts), each id once, and its
 * in-page links (`#formulaire-de-retractation`) lead to one of them.
 */
export const checkLegalSections: Check = (catalog) => {
  const problems: Problem[] = [];
  for (const [key, page] of legalEntries(catalog)) {
    const file = legalPageSources[key].file;
    const ids = page.sections.map((section) => section.id);
    for (const [id, what] of Object.entries(requiredLegalSections[key])) {
      if (!ids.includes(id)) {
        problems.push(
          error(file, 'sections', 'id', `expected a section "${id}" (${what}), found none`),
        );
      }
    }
    for (const id of duplicates(ids, (item) => item)) {
      problems.push(
        error(file, 'sections', 'id', `expected unique values, found "${id}" more than once`),
      );
    }
    walk(page.sections, (node, path) => {
      const href = node.href;
      if (typeof href === 'string' && href.startsWith('#') && !ids.includes(href.slice(1))) {
        problems.push(
          error(
            file,
            `sections${path}`,
            'href',
            `expected the anchor of a section of this page (${ids.map((id) => `#${id}`).join(', ')}), found "${href}"`,
          ),
        );
      }
    });
  }
  return problems;
};

const MONTHS_IN_TEXT = /(\d+)\s*mois/g;

/**
 * The terms of sale state the validity of the vouchers sold: every validity of the offers, and no
 * other, appears in their "validite" section.
 */
export const checkTermsOfSale: Check = (catalog) => {
  const file = legalPageSources.cgv.file;
  const problems: Problem[] = [];
  const { version } = catalog.legalPages.cgv;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version) || Number.isNaN(Date.parse(version))) {
    problems.push(
      error(
        'src/legal-refs.ts',
        'cgv',
        'version',
        `expected the date of the CGV text such as "2026-11-23", found "${version}"`,
      ),
    );
  }
  const index = catalog.legalPages.cgv.sections.findIndex((section) => section.id === 'validite');
  const section = catalog.legalPages.cgv.sections[index];
  if (!section) return problems;
  // Every string of the section's blocks (\s matches the no-break spaces of French typography).
  const text = JSON.stringify(section.blocks);
  const stated = new Set([...text.matchAll(MONTHS_IN_TEXT)].map((match) => Number(match[1])));
  const sold = new Set<number>([
    ...catalog.vouchers.offers.map((offer) => offer.validityMonths),
    catalog.vouchers.custom.validityMonths,
  ]);
  const entry = `sections[${index}] (validite)`;
  for (const months of sold) {
    if (!stated.has(months)) {
      problems.push(
        error(
          file,
          entry,
          'blocks',
          `expected the validity of ${months} months of ${sources.vouchers.file} to be stated, found ${[...stated].map((n) => `${n} mois`).join(', ') || 'no duration'}`,
        ),
      );
    }
  }
  for (const months of stated) {
    if (!sold.has(months)) {
      problems.push(
        error(
          file,
          entry,
          'blocks',
          `expected only validities of the vouchers sold (${[...sold].map((n) => `${n} mois`).join(', ')}), found "${months} mois"`,
        ),
      );
    }
  }
  return problems;
};

export const checks: Record<string, Check> = {
  uniqueIds: checkUniqueIds,
  articleFiles: checkArticleFiles,
  serviceRoutes: checkServiceRoutes,
  internalLinks: checkInternalLinks,
  images: checkImages,
  fromPrices: checkFromPrices,
  sessionPrices: checkSessionPrices,
  packages: checkPackages,
  vouchers: checkVouchers,
  readTimes: checkReadTimes,
  metadata: checkMetadata,
  variants: checkVariants,
  pricesInText: checkPricesInText,
  legalSections: checkLegalSections,
  termsOfSale: checkTermsOfSale,
};

export function runChecks(catalog: CatalogData, context: CheckContext = defaultContext): Problem[] {
  return Object.values(checks).flatMap((check) => check(catalog, context));
}

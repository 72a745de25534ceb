import { describe, expect, it } from 'vitest';
import * as format from '../src/format/money.ts';
import { defaultContext, runChecks } from '../src/checks/index.ts';
import { type CatalogData, pageRoutePaths, treatmentLists } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import { closestRoute } from '../src/checks/references.ts';
import {
  addTreatmentPage,
  cloneCatalog,
  realCatalog,
  runCheck as run,
  treatmentPageData,
} from './helpers.ts';

/** The tests' own treatment page (helpers.ts): its id, name and amounts are the fixture's. */
const ID = 'zephyrine';
const FILE = `src/data/treatments/${ID}.ts`;

function addPage(catalog: CatalogData, edit: (data: ReturnType<typeof treatmentPageData>) => void) {
  const data = treatmentPageData(ID, 'Zéphyrine');
  edit(data);
  return addTreatmentPage(catalog, data);
}

/** A page whose one table is priced by sessions: one session, or three for less. */
function sessionsPage(catalog: CatalogData, oneSession: number, threeSessions: number) {
  return addPage(catalog, (data) => {
    data.prices = {
      title: 'Tarifs',
      display: 'anchor',
      showLabel: 'Voir les tarifs',
      tables: [
        {
          kind: 'sessions',
          id: `${ID}-seances`,
          title: 'Par zone',
          rows: [{ zone: 'Cou', oneSession, threeSessions }],
        },
      ],
    };
  });
}

describe('the real catalog', () => {
  it('passes every check', () => {
    expect(runChecks(realCatalog).map(formatProblem)).toEqual([]);
  });
});

describe('each check fails on a broken fixture', () => {
  it('uniqueIds: a duplicated service id', () => {
    const catalog = cloneCatalog();
    const [first, second] = catalog.home.services.items;
    if (first && second) second.id = first.id;
    expect(run('uniqueIds', catalog)).toEqual([
      `src/data/pages/home.ts → services.items[0] (${first?.id}) → id : attendu une valeur de « id » utilisée une seule fois, trouvé « ${first?.id} » aussi dans src/data/pages/home.ts → services.items[1] (${first?.id})`,
      `src/data/pages/home.ts → services.items[1] (${first?.id}) → id : attendu une valeur de « id » utilisée une seule fois, trouvé « ${first?.id} » aussi dans src/data/pages/home.ts → services.items[0] (${first?.id})`,
    ]);
  });

  it('uniqueIds: a duplicated article slug', () => {
    const catalog = cloneCatalog();
    const [a, b] = catalog.articles;
    if (a && b) b.slug = a.slug;
    expect(run('uniqueIds', catalog)).toEqual([
      `${a?.file} → slug : attendu une valeur de « slug » utilisée une seule fois, trouvé « ${a?.slug} » aussi dans ${b?.file}`,
      `${b?.file} → slug : attendu une valeur de « slug » utilisée une seule fois, trouvé « ${a?.slug} » aussi dans ${a?.file}`,
    ]);
  });

  it('uniqueIds: an article copied with its id, told the next free one', () => {
    const catalog = cloneCatalog();
    const [a, b] = catalog.articles;
    if (!a || !b) throw new Error('two articles needed');
    b.id = a.id;
    const next = Math.max(...catalog.articles.map((article) => article.id)) + 1;
    const said = `attendu une valeur de « id » utilisée une seule fois, trouvé « ${a.id} » aussi dans`;
    expect(run('uniqueIds', catalog)).toEqual([
      `${a.file} → id : ${said} ${b.file} : donnez au nouvel article le prochain id libre, ${next}`,
      `${b.file} → id : ${said} ${a.file} : donnez au nouvel article le prochain id libre, ${next}`,
    ]);
  });

  it('uniqueIds: a question asked twice on the FAQ page', () => {
    const catalog = cloneCatalog();
    const [first] = catalog.faq.items;
    if (!first) throw new Error('no FAQ entry');
    catalog.faq.items.push({ ...first });
    const last = catalog.faq.items.length - 1;
    expect(run('uniqueIds', catalog)).toEqual([
      `src/data/pages/faq.ts → items[0] (${first.question}) → question : attendu une valeur de « question » utilisée une seule fois, trouvé « ${first.question} » aussi dans src/data/pages/faq.ts → items[${last}] (${first.question})`,
      `src/data/pages/faq.ts → items[${last}] (${first.question}) → question : attendu une valeur de « question » utilisée une seule fois, trouvé « ${first.question} » aussi dans src/data/pages/faq.ts → items[0] (${first.question})`,
    ]);
  });

  it('articleFiles: a slug that does not match its file', () => {
    const catalog = cloneCatalog();
    const article = catalog.articles[0];
    if (article) article.slug = 'autre-slug';
    expect(run('articleFiles', catalog)).toEqual([
      `${article?.file} → slug : attendu un fichier nommé d’après le slug : « autre-slug.md »`,
    ]);
  });

  it('articleFiles: a blog without any article', () => {
    const catalog = cloneCatalog();
    catalog.articles = [];
    expect(run('articleFiles', catalog)).toEqual([
      'content/blog : attendu au moins un article (un fichier .md), trouvé aucun',
    ]);
  });

  it('serviceRoutes: a service id with no route', () => {
    const catalog = cloneCatalog();
    const service = catalog.home.services.items[0];
    if (!service) throw new Error('no service on the home page');
    service.id = 'laser-vert';
    const ids = catalog.pages.filter((p) => p.kind === 'treatment').map((p) => `« ${p.id} »`);
    expect(run('serviceRoutes', catalog)).toEqual([
      `src/data/pages/home.ts → services.items[0] (laser-vert) → id : attendu l’id d’une page de soin, parmi ${ids.join(', ')} (son « En savoir plus » mènerait à /contact), trouvé « laser-vert »`,
    ]);
  });

  it('internalLinks: a card, a CTA and an article pointing nowhere, with the line and the route meant', () => {
    const catalog = cloneCatalog();
    const [card] = catalog.soinsVisage.cards;
    if (!card) throw new Error('no card to edit');
    card.href = '/contat';
    catalog.about.cta.secondary = { label: 'Voir', href: '/zzzz-grille#visage' };
    const article = catalog.articles[0];
    if (!article) throw new Error('no article to edit');
    article.links.push('/zzzz-pas-de-page', 'https://exemple.fr');
    // The article as written: the checks name the line of each link.
    const written = [
      '---',
      'title: Essai',
      '---',
      '',
      'Voir [rien](/zzzz-pas-de-page).',
      '[ailleurs](https://exemple.fr)',
    ];
    const problems = run('internalLinks', catalog, {
      ...defaultContext,
      readFile: (file) => (file === article.file ? written.join('\n') : undefined),
    });
    expect(problems).toContain(
      'src/data/pages/soins-visage.ts → cards[0] → href : attendu un lien vers une page existante, trouvé « /contat » (« /contact » ?)',
    );
    expect(problems).toContain(
      'src/data/pages/about.ts → cta.secondary → href : attendu un lien vers une page existante, trouvé « /zzzz-grille#visage »',
    );
    expect(problems).toContain(
      `${article.file}:5 → body → link : attendu un lien vers une page existante, trouvé « /zzzz-pas-de-page »`,
    );
    expect(problems).toContain(
      `${article.file}:6 → body → link : attendu un lien interne tel que /contact, trouvé « https://exemple.fr » : un article ne renvoie pas vers un autre site ; retirez le lien et gardez son texte`,
    );
  });

  it('internalLinks: the route a link most likely meant', () => {
    const routes = [
      '/',
      '/blog',
      '/contact',
      '/epilation-laser',
      '/hydrafacial',
      '/blog/epilation-guide',
    ];
    expect(closestRoute('/epilation', routes)).toBe('/epilation-laser');
    expect(closestRoute('/hydrafacal', routes)).toBe('/hydrafacial');
    expect(closestRoute('/contacts#form', routes)).toBe('/contact');
    expect(closestRoute('/tarifs', routes)).toBeUndefined();
    // An article's slug mistyped is that article, not the blog; one removed is no page.
    expect(closestRoute('/blog/epilation-guid', routes)).toBe('/blog/epilation-guide');
    expect(closestRoute('/blog/un-article-retire-depuis', routes)).toBeUndefined();
    expect(closestRoute('/hydrafacial-deluxe', routes)).toBe('/hydrafacial');
  });

  it('images: one picture described two ways', () => {
    const catalog = cloneCatalog();
    const page = addPage(catalog, () => undefined);
    expect(run('images', catalog)).toEqual([]);
    const first = catalog.home.hero.image;
    page.hero.images = [...page.hero.images, { ...first, alt: 'Une autre description' }];
    const index = page.hero.images.length - 1;
    expect(run('images', catalog)).toEqual([
      `${FILE} → hero.images[${index}] → alt : attendu le texte de la même image dans src/data/pages/home.ts → hero.image, « ${first.alt} », trouvé « Une autre description »`,
    ]);
  });

  it('images: a missing illustration', () => {
    const catalog = cloneCatalog();
    catalog.home.hero.image = { src: '/images/hero/absente.svg', alt: 'Absente' };
    expect(run('images', catalog)).toEqual([
      'src/data/pages/home.ts → hero.image → src : attendu une image dans packages/catalog/assets, trouvé aucun fichier à « /images/hero/absente.svg »',
    ]);
    // Every image is looked at: the illustrations of the data files and of the articles.
    const none = run('images', realCatalog, { ...defaultContext, imageExists: () => false });
    const missing = (where: string, src: string) =>
      `${where} : attendu une image dans packages/catalog/assets, trouvé aucun fichier à « ${src} »`;
    expect(none).toContain(
      missing('src/data/pages/home.ts → hero.image → src', realCatalog.home.hero.image.src),
    );
    for (const article of realCatalog.articles)
      expect(none).toContain(missing(`${article.file} → image`, article.image));
    for (const page of realCatalog.treatmentPages)
      page.hero.images.forEach((image, index) =>
        expect(none).toContain(
          missing(`src/data/treatments/${page.id}.ts → hero.images[${index}] → src`, image.src),
        ),
      );
  });

  it('sessionPrices: a three-session price not below three sessions', () => {
    const catalog = cloneCatalog();
    const page = sessionsPage(catalog, 211, 541);
    expect(run('sessionPrices', catalog)).toEqual([]);
    const table = page.prices?.tables[0];
    const row = table?.kind === 'sessions' ? table.rows[0] : undefined;
    if (!row) throw new Error('the fixture has a sessions row');
    row.threeSessions = 633;
    expect(run('sessionPrices', catalog)).toEqual([
      `${FILE} → prices.tables[0].rows[0] (Cou) → threeSessions : attendu moins de 3 × 211 = 633 €, trouvé 633 €`,
    ]);
  });

  it('packages: a saving above the clinic claim, two popular packages, a non-positive body saving', () => {
    const catalog = cloneCatalog();
    const pack = (id: string, zones: string[], price: number) => ({
      id,
      title: `Forfait ${id}`,
      zones,
      price,
      sessionsLabel: '6 séances',
      popular: false,
      category: 'femme' as const,
    });
    const page = addPage(catalog, (data) => {
      data.prices = {
        title: 'Tarifs',
        display: 'anchor',
        showLabel: 'Voir les tarifs',
        tables: [
          {
            kind: 'standard',
            id: 'femme-corps',
            title: 'Femme',
            rows: [
              { zone: 'Zone A', price: 530 },
              { zone: 'Zone B', price: 610 },
            ],
          },
        ],
      };
      data.sections = [
        {
          kind: 'hairRemovalPackages',
          title: 'Forfaits',
          // Savings of one euro, below any limit the clinic may announce (1 % at the least).
          packages: [pack('duo', ['Zone A', 'Zone B'], 1139), pack('solo', ['Zone B'], 609)],
          categoryTitles: { femme: 'Femme', homme: 'Homme' },
          custom: {
            title: 'Sur mesure',
            description: 'Vos zones.',
            link: { label: 'Voir', href: `/${ID}` },
          },
        },
      ];
    });
    const [list] = treatmentLists(catalog);
    if (!list) throw new Error('no treatment list');
    list.page.sections.push({
      kind: 'bodyPackages',
      title: 'Cures',
      packages: [
        {
          id: 'cure',
          title: 'Cure',
          description: 'Trois séances.',
          price: 300,
          saving: 30,
          includes: ['Trois séances'],
        },
      ],
      actionLabel: 'Réserver',
      actionHref: `/${ID}`,
    });
    const body = list.page.sections.length - 1;
    expect(run('packages', catalog)).toEqual([]);

    const section = page.sections[0];
    const cure = list.page.sections[body];
    if (section?.kind !== 'hairRemovalPackages' || cure?.kind !== 'bodyPackages')
      throw new Error('the fixture has its packages');
    const [first, second] = section.packages;
    if (!first || !second || !cure.packages[0]) throw new Error('no packages');
    expect(first.separatePrice).toBe(530 + 610);
    first.separatePrice = first.price * 10;
    first.popular = true;
    second.popular = true;
    cure.packages[0].saving = 0;
    expect(run('packages', catalog)).toEqual([
      `${FILE} → sections[0] → popular : attendu au plus un forfait populaire, trouvé 2`,
      `${FILE} → sections[0].packages[0] (duo) → price : attendu une économie d’au plus ${catalog.clinic.hairRemovalPackageSavingsPercent} % (ce qu’annonce la clinique), trouvé 90 %`,
      `${list.file} → sections[${body}].packages[0] (cure) → saving : attendu une économie positive, trouvé 0 €`,
    ]);
  });

  it('vouchers: no popular offer, original price below price', () => {
    const catalog = cloneCatalog();
    for (const offer of catalog.vouchers.offers) offer.popular = false;
    const offer = catalog.vouchers.offers[0];
    if (offer) offer.originalPrice = 10;
    expect(run('vouchers', catalog)).toEqual([
      'src/data/pages/vouchers.ts → offers → popular : attendu exactement un bon populaire, trouvé 0',
      `src/data/pages/vouchers.ts → offers[0] (${offer?.id}) → originalPrice : attendu plus que le prix ${offer?.price} €, trouvé 10 €`,
    ]);
  });

  it('vouchers: a card whose texts say another amount or validity than the card', () => {
    const catalog = cloneCatalog();
    const { offers, custom } = catalog.vouchers;
    const offer = offers[0];
    if (!offer) throw new Error('no voucher offer');
    const other = offer.validityMonths === 6 ? 12 : 6;
    offer.includes = ['Bon cadeau de 1\u202F234\u00A0€', `Valable ${other}\u00A0mois`];
    offer.subtitle = `Un bon de ${offer.price}\u00A0€`;
    custom.description = `De ${custom.minimum} à ${custom.maximum + 1}\u00A0€, valable 2 mois.`;
    const entry = `src/data/pages/vouchers.ts → offers[0] (${offer.id})`;
    expect(run('vouchers', catalog)).toEqual([
      `${entry} → includes[0] : attendu le montant du bon (${format.formatEuros(offer.price)}), trouvé « 1\u202F234\u00A0€ »`,
      `${entry} → includes[1] : attendu la validité du bon (${offer.validityMonths} mois), trouvé « ${other}\u00A0mois »`,
      `src/data/pages/vouchers.ts → custom → description : attendu le montant du bon (${format.formatEuros(custom.minimum)} ou ${format.formatEuros(custom.maximum)}), trouvé « De ${custom.minimum} à ${custom.maximum + 1}\u00A0€ »`,
      `src/data/pages/vouchers.ts → custom → description : attendu la validité du bon (${custom.validityMonths} mois), trouvé « 2 mois »`,
    ]);
  });

  it('vouchers: a text of the page that says an amount no voucher has', () => {
    const catalog = cloneCatalog();
    const { offers, custom } = catalog.vouchers;
    const stated = Math.max(custom.maximum, ...offers.map((offer) => offer.originalPrice)) + 1;
    catalog.vouchers.closingText = `Notre bon le plus offert : ${stated}\u00A0€.`;
    const amounts = [
      ...new Set([
        ...offers.flatMap((offer) => [offer.price, offer.originalPrice]),
        custom.minimum,
        custom.maximum,
      ]),
    ];
    expect(run('vouchers', catalog)).toEqual([
      `src/data/pages/vouchers.ts → closingText : attendu un montant des bons (${amounts.map((n) => format.formatEuros(n)).join(', ')}), trouvé « ${stated}\u00A0€ »`,
    ]);
  });

  it('readTimes: a read time that disagrees with the word count, a short article', () => {
    const catalog = cloneCatalog();
    const article = catalog.articles[0];
    if (!article) throw new Error('no article');
    article.readTime = '30 min';
    article.wordCount = 400;
    expect(run('readTimes', catalog)).toEqual([
      `${article.file} → readTime : attendu « 2 min » (400 mots à 200 par minute, ±1), trouvé « 30 min »`,
      `${article.file} → body : attendu au moins 600 mots, trouvé 400`,
    ]);
  });

  it('metadata: a canonical path that is not the page route', () => {
    const catalog = cloneCatalog();
    const page = addPage(catalog, () => undefined);
    expect(run('metadata', catalog)).toEqual([]);
    page.meta.path = '/zephyrine-soin';
    expect(run('metadata', catalog)).toEqual([
      `${FILE} → meta → path : attendu la route propre à la page, « /${ID} », trouvé « /zephyrine-soin »`,
    ]);
  });

  it('uniqueTitles: a page whose title another page already has', () => {
    const catalog = cloneCatalog();
    const page = addPage(catalog, () => undefined);
    const other = catalog.pages.find((each) => each.file !== FILE);
    if (!other) throw new Error('no other page');
    expect(run('uniqueTitles', catalog)).toEqual([]);
    page.meta.title = other.data.meta.title;
    expect(run('uniqueTitles', catalog)).toEqual([
      `${FILE} → meta → title : attendu un titre propre à la page (l’onglet et les résultats de recherche le montrent), trouvé celui de ${pageRoutePaths(other)[0]} : « ${other.data.meta.title} »`,
    ]);
  });

  it('priceClaims: a hero that says another starting price than the tables', () => {
    const catalog = cloneCatalog();
    const page = sessionsPage(catalog, 211, 541);
    const intro = page.hero.intro;
    page.hero.intro = `${intro} Dès 211\u00A0€ la zone.`;
    expect(run('priceClaims', catalog)).toEqual([]);
    page.hero.intro = `${intro} Dès 201\u00A0€ la zone.`;
    expect(run('priceClaims', catalog)).toEqual([
      `${FILE} → hero.intro → text : attendu dès ${format.formatEuros(211)}, ce qu’indiquent les tables de /${ID} (${FILE}), trouvé « Dès 201\u00A0€ »`,
    ]);
  });

  it('variants: a reading no page shows', () => {
    const catalog = cloneCatalog();
    const reading = (value: number) => ({ label: 'Essai', shownOn: [`/${ID}`], value });
    Object.assign(catalog.variants, {
      dureeEssai: {
        subject: 'Durée d’un soin d’essai',
        readings: { treatmentList: reading(30), treatmentPage: reading(45) },
      },
    });
    const uses = ['treatmentList', 'treatmentPage'].map((reading) => ({
      file: FILE,
      path: 'hero.highlights[0].value',
      variant: 'dureeEssai',
      reading,
    }));
    catalog.variantUses.push(...uses);
    expect(run('variants', catalog)).toEqual([]);
    catalog.variantUses = catalog.variantUses.filter((use) => !uses.includes(use));
    // Neither reading shown: the variant itself is to be removed.
    expect(run('variants', catalog)).toEqual([
      "src/data/variants.ts → dureeEssai → readings : attendu qu’une page montre au moins une lecture de la variante ({ variant: 'dureeEssai.treatmentList' }, { variant: 'dureeEssai.treatmentPage' }), trouvé aucune : si ce qui les montrait a été retiré, retirez la variante dureeEssai de src/data/variants.ts",
    ]);
    // One of the two shown: the other is to be written where the page shows it, or removed.
    const [shown] = uses;
    if (!shown) throw new Error('no use');
    catalog.variantUses.push(shown);
    expect(run('variants', catalog)).toEqual([
      "src/data/variants.ts → dureeEssai → readings.treatmentPage : attendu que cette lecture serve à une page ({ variant: 'dureeEssai.treatmentPage' }), trouvé aucun usage : écrivez { variant: 'dureeEssai.treatmentPage' } là où la page montre ce fait, ou retirez la lecture de src/data/variants.ts si plus aucune page ne le montre",
    ]);
  });

  it('variants: the phone and hours readings are used through the resolved contact facts', () => {
    const catalog = cloneCatalog();
    expect(run('variants', catalog)).toEqual([]);
    catalog.contactFacts.readings = {
      ...catalog.contactFacts.readings,
      phone: { visible: 'phone.visibleText', structuredData: 'phone.visibleText' },
    } as unknown as typeof catalog.contactFacts.readings;
    expect(run('variants', catalog)).toEqual([
      // The site reads both readings of the phone: the line does not offer to remove one.
      "src/data/variants.ts → phone → readings.structuredData : attendu que cette lecture serve à une page ({ variant: 'phone.structuredData' }), trouvé aucun usage : écrivez { variant: 'phone.structuredData' } là où la page montre ce fait",
    ]);
  });
});

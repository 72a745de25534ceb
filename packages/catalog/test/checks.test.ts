import { describe, expect, it } from 'vitest';
import * as format from '../src/format/money.ts';
import { checks, defaultContext, runChecks, type CheckContext } from '../src/checks/index.ts';
import type { CatalogData } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import { closestRoute } from '../src/checks/references.ts';
import type { Section } from '../src/schemas/pages.ts';
import { cloneCatalog, realCatalog } from './helpers.ts';

function run(
  name: keyof typeof checks,
  catalog: CatalogData,
  context: CheckContext = defaultContext,
) {
  const check = checks[name];
  if (!check) throw new Error(`no check ${name}`);
  return check(catalog, context).map(formatProblem);
}

function page(catalog: CatalogData, id: string) {
  const found = catalog.treatmentPages.find((p) => p.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
}

function sectionOf<K extends Section['kind']>(catalog: CatalogData, id: string, kind: K) {
  const found = page(catalog, id).sections.find(
    (s): s is Extract<Section, { kind: K }> => s.kind === kind,
  );
  if (!found) throw new Error(`no ${kind} section on ${id}`);
  return found;
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

  it('articleFiles: a slug that does not match its file', () => {
    const catalog = cloneCatalog();
    const article = catalog.articles[0];
    if (article) article.slug = 'autre-slug';
    expect(run('articleFiles', catalog)).toEqual([
      `${article?.file} → slug : attendu un fichier nommé d’après le slug : « autre-slug.md »`,
    ]);
  });

  it('serviceRoutes: a service id with no route', () => {
    const catalog = cloneCatalog();
    const service = catalog.home.services.items[2];
    if (service) service.id = 'laser-vert';
    expect(run('serviceRoutes', catalog)[0]).toMatch(
      /^src\/data\/pages\/home\.ts → services\.items\[2\] \(laser-vert\) → id : attendu l’id d’une page de soin, parmi « hydrafacial », .*\(son « En savoir plus » mènerait à \/contact\), trouvé « laser-vert »$/,
    );
  });

  it('internalLinks: a card, a CTA and an article pointing nowhere, with the line and the route meant', () => {
    const catalog = cloneCatalog();
    const card = catalog.soinsVisage.cards.find((item) => item.href);
    const index = card ? catalog.soinsVisage.cards.indexOf(card) : -1;
    const meant = card?.href ?? '';
    const typo = `${meant.slice(0, -2)}${meant.slice(-1)}`;
    if (card) card.href = typo;
    catalog.about.cta.secondary = { label: 'Voir', href: '/tarifs#visage' };
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
      `src/data/pages/soins-visage.ts → cards[${index}] → href : attendu un lien vers une page existante, trouvé « ${typo} » (« ${meant} » ?)`,
    );
    expect(problems).toContain(
      'src/data/pages/about.ts → cta.secondary → href : attendu un lien vers une page existante, trouvé « /tarifs#visage »',
    );
    expect(problems).toContain(
      `${article.file}:5 → body → link : attendu un lien vers une page existante, trouvé « /zzzz-pas-de-page »`,
    );
    expect(problems).toContain(
      `${article.file}:6 → body → link : attendu un lien interne tel que /contact, trouvé « https://exemple.fr »`,
    );
  });

  it('internalLinks: the route a link most likely meant', () => {
    const routes = ['/', '/contact', '/epilation-laser', '/hydrafacial', '/blog/epilation-guide'];
    expect(closestRoute('/epilation', routes)).toBe('/epilation-laser');
    expect(closestRoute('/hydrafacal', routes)).toBe('/hydrafacial');
    expect(closestRoute('/contacts#form', routes)).toBe('/contact');
    expect(closestRoute('/tarifs', routes)).toBeUndefined();
  });

  it('images: a missing illustration', () => {
    const catalog = cloneCatalog();
    catalog.home.hero.image = { src: '/images/hero/absente.svg', alt: 'Absente' };
    expect(run('images', catalog)).toEqual([
      'src/data/pages/home.ts → hero.image → src : attendu une image dans packages/catalog/assets, trouvé aucun fichier à « /images/hero/absente.svg »',
    ]);
    expect(
      run('images', realCatalog, { ...defaultContext, imageExists: () => false }).length,
    ).toBeGreaterThan(20);
  });

  it('sessionPrices: Morpheus 3-session price not below three sessions', () => {
    const catalog = cloneCatalog();
    const table = page(catalog, 'morpheus8').prices?.tables.find((t) => t.kind === 'sessions');
    const row = table?.kind === 'sessions' ? table.rows[0] : undefined;
    if (!row) throw new Error('no Morpheus row');
    row.threeSessions = row.oneSession * 3;
    const problems = run('sessionPrices', catalog).join('\n');
    expect(problems).toContain(
      `→ threeSessions : attendu moins de 3 × ${row.oneSession} = ${row.oneSession * 3} €, trouvé ${row.oneSession * 3} €`,
    );
  });

  it('packages: a saving above the clinic claim, two popular packages, a non-positive body saving', () => {
    const catalog = cloneCatalog();
    const section = sectionOf(catalog, 'epilation-laser', 'hairRemovalPackages');
    const [first, second] = section.packages;
    if (!first || !second) throw new Error('no packages');
    first.separatePrice = first.price * 10;
    first.popular = true;
    second.popular = true;
    const body = catalog.soinsCorps.sections.find((s) => s.kind === 'bodyPackages');
    if (body?.kind === 'bodyPackages' && body.packages[0]) body.packages[0].saving = 0;
    const problems = run('packages', catalog).join('\n');
    expect(problems).toContain(
      `→ price : attendu une économie d’au plus ${catalog.clinic.hairRemovalPackageSavingsPercent} % (ce qu’annonce la clinique), trouvé 90 %`,
    );
    expect(problems).toMatch(/→ popular : attendu au plus un forfait populaire, trouvé [2-9]/);
    expect(problems).toContain('src/data/pages/soins-corps.ts → sections[');
    expect(problems).toContain('→ saving : attendu une économie positive, trouvé 0 €');
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
    page(catalog, 'coolpeel').meta.path = '/cool-peel';
    expect(run('metadata', catalog)).toEqual([
      'src/data/treatments/coolpeel.ts → meta → path : attendu la route propre à la page, « /coolpeel », trouvé « /cool-peel »',
    ]);
  });

  it('priceClaims: a hero that says another starting price than the tables', () => {
    const catalog = cloneCatalog();
    const morpheus = page(catalog, 'morpheus8');
    const lowest = Math.min(
      ...(morpheus.prices?.tables ?? []).flatMap((table) =>
        table.kind === 'sessions' ? table.rows.map((row) => row.oneSession) : [],
      ),
    );
    morpheus.hero.intro = `${morpheus.hero.intro} Dès ${lowest - 10}\u00A0€ la zone.`;
    expect(run('priceClaims', catalog)).toEqual([
      `src/data/treatments/morpheus8.ts → hero.intro → text : attendu dès ${format.formatEuros(lowest)}, ce qu’indiquent les tables de /morpheus8 (src/data/treatments/morpheus8.ts), trouvé « Dès ${lowest - 10}\u00A0€ »`,
    ]);
  });

  it('variants: a reading no page shows', () => {
    const catalog = cloneCatalog();
    catalog.variantUses = catalog.variantUses.filter(
      (use) => use.variant !== 'cryolipolyseDuration',
    );
    expect(run('variants', catalog)).toEqual([
      "src/data/variants.ts → cryolipolyseDuration → readings.treatmentList : attendu que cette lecture serve à une page ({ variant: 'cryolipolyseDuration.treatmentList' }), trouvé aucun usage",
      "src/data/variants.ts → cryolipolyseDuration → readings.treatmentPage : attendu que cette lecture serve à une page ({ variant: 'cryolipolyseDuration.treatmentPage' }), trouvé aucun usage",
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
      "src/data/variants.ts → phone → readings.structuredData : attendu que cette lecture serve à une page ({ variant: 'phone.structuredData' }), trouvé aucun usage",
    ]);
  });
});

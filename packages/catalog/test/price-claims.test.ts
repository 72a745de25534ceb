/**
 * The price checks on treatment pages of the tests' own (helpers.ts): their names, rows, amounts and
 * texts are the fixture's, so a price or a wording the clinic changes keeps these tests green.
 */
import { describe, expect, it } from 'vitest';
import { defaultContext, runChecks } from '../src/checks/index.ts';
import { type CatalogData, treatmentLists } from '../src/load.ts';
import { formatProblem } from '../src/problems.ts';
import type { Price } from '../src/schemas/primitives.ts';
import type { TreatmentPage } from '../src/schemas/pages.ts';
import { sources } from '../src/sources.ts';
import { priceMentions } from '../src/stated-prices.ts';
import { addTreatmentPage, cloneCatalog, treatmentPageData } from './helpers.ts';

const NBSP = '\u00A0';
const euros = (n: number) => `${n}${NBSP}€`;
const problemsOf = (catalog: CatalogData) => runChecks(catalog).map(formatProblem);
const where = (problems: string[]) => problems.map((line) => line.split(' : ')[0]);

const ID = 'zephyrine';
const NAME = 'Zéphyrine';
const FILE = `src/data/treatments/${ID}.ts`;

type Row = { zone: string; price: Price; note?: string };
type PageData = ReturnType<typeof treatmentPageData>;

/** The fixture page, its one standard table holding `rows`; `edit` writes its texts. */
function addPage(
  catalog: CatalogData,
  rows: Row[],
  edit: (data: PageData) => void = () => undefined,
  id = ID,
  name = NAME,
) {
  const data = treatmentPageData(id, name);
  data.prices = {
    title: `Tarifs ${name}`,
    display: 'anchor',
    showLabel: 'Voir les tarifs',
    tables: [{ kind: 'standard', id: `${id}-tarifs`, title: 'Tarifs', rows }],
  };
  edit(data);
  const page = addTreatmentPage(catalog, data);
  const table = page.prices?.tables[0];
  if (table?.kind !== 'standard') throw new Error('the fixture has a standard table');
  return { page, rows: table.rows };
}

/**
 * A card of the catalog's first treatment list that leads to the page, and a row of that list's
 * first standard table whose zone names it (the two places a list repeats a page's prices).
 */
function addToList(
  catalog: CatalogData,
  page: TreatmentPage,
  price: Price,
  texts: { description?: string; note?: string; rowPrice?: Price } = {},
) {
  const [list] = treatmentLists(catalog);
  const tableIndex = list?.page.prices.tables.findIndex((table) => table.kind === 'standard') ?? -1;
  const table = list?.page.prices.tables[tableIndex];
  const model = list?.page.cards[0];
  if (!list || !model || table?.kind !== 'standard') throw new Error('no treatment list to add to');
  const cardData = {
    ...model,
    id: page.id,
    title: page.name,
    subtitle: 'Un soin d’essai',
    description: texts.description ?? `${page.name}, au cabinet.`,
    price,
    benefits: ['Sans éviction sociale'],
    process: [],
    zones: [],
    href: page.path,
  };
  const rowData = {
    zone: page.name,
    price: texts.rowPrice ?? price,
    ...(texts.note ? { note: texts.note } : {}),
  };
  list.page.cards.push(cardData);
  table.rows.push(rowData);
  const card = list.page.cards.length - 1;
  return {
    /** The card and the row as the catalog holds them, for the test to change. */
    cardData,
    rowData,
    card,
    cardEntry: `${list.file} → cards[${card}]`,
    rowEntry: `${list.file} → prices.tables[${tableIndex}]`,
    row: table.rows.length - 1,
    tableId: table.id,
    file: list.file,
    list: list.page,
  };
}

/** Rows of 83 € and 347 €, repeated by the hero, the description, a list card and a list row. */
function tiered(catalog: CatalogData) {
  const { page, rows } = addPage(
    catalog,
    [
      { zone: 'Petite zone', price: 83 },
      { zone: 'Grande zone', price: 347 },
    ],
    (data) => {
      data.hero.highlights = [{ value: `Dès ${euros(83)}`, label: 'la séance' }];
      data.meta.description = `${NAME} au cabinet, à partir de ${euros(83)} la séance.`;
    },
  );
  const list = addToList(catalog, page, { min: 83, max: 347 });
  return { page, rows, list };
}

describe('a price changed in one table', () => {
  it('names every place that still shows the old price', () => {
    const catalog = cloneCatalog();
    const { rows, list } = tiered(catalog);
    expect(problemsOf(catalog)).toEqual([]);
    const [first] = rows;
    if (!first) throw new Error('the fixture has rows');
    first.price = 93;
    const tables = `ce qu’indiquent les tables de /${ID} (${FILE})`;
    expect(problemsOf(catalog).sort()).toEqual(
      [
        `${list.cardEntry} (${ID}) → price : attendu 93 – 347${NBSP}€, ${tables}, trouvé 83 – 347${NBSP}€`,
        `${list.rowEntry} (${list.tableId}).rows[${list.row}] (${NAME}) → price : attendu 93 – 347${NBSP}€, ${tables}, trouvé 83 – 347${NBSP}€`,
        `${FILE} → hero.highlights[0] (la séance).value → text : attendu dès 93${NBSP}€, ${tables}, trouvé « Dès 83${NBSP}€ »`,
        `${FILE} → meta.description → text : attendu dès 93${NBSP}€, ${tables}, trouvé « à partir de 83${NBSP}€ »`,
      ].sort(),
    );
  });

  it('passes once the new price is written everywhere', () => {
    const catalog = cloneCatalog();
    const { page, rows, list } = tiered(catalog);
    const [first] = rows;
    if (!first) throw new Error('the fixture has rows');
    first.price = 93;
    const update = (text: string) => text.replace(euros(83), euros(93));
    page.hero.highlights = page.hero.highlights.map((h) => ({ ...h, value: update(h.value) }));
    page.meta.description = update(page.meta.description);
    list.cardData.price = { min: 93, max: 347 };
    list.rowData.price = { min: 93, max: 347 };
    expect(problemsOf(catalog)).toEqual([]);
  });

  it('names the variant to update when the tables move away from its reading', () => {
    const catalog = cloneCatalog();
    // The specification states the middle zone's price as the page's starting price: a variant
    // keeps that reading for as long as the tables read what they read when it was kept.
    const { page, rows } = addPage(
      catalog,
      [
        { zone: 'Petite zone', price: 83 },
        { zone: 'Zone moyenne', price: 151 },
        { zone: 'Grande zone', price: 347 },
      ],
      (data) => {
        data.hero.highlights = [{ value: `Dès ${euros(151)}`, label: 'la séance' }];
      },
    );
    // The list card holds a reading of the variant; the hero and the list row write theirs.
    const list = addToList(catalog, page, { from: 151 }, { rowPrice: { min: 83, max: 347 } });
    const reading = (label: string, shownOn: string) => ({
      label,
      shownOn: [shownOn],
      value: { from: 151 },
    });
    Object.assign(catalog.variants, {
      zephyrinePrice: {
        subject: `Prix d’appel de la ${NAME}`,
        tables: { page: page.path, read: { min: 83, max: 347 } },
        readings: {
          treatmentList: reading('Liste des soins', list.list.path),
          treatmentPage: reading('Page du soin', page.path),
        },
      },
    });
    catalog.variantUses.push({
      file: list.file,
      path: `cards[${list.card}].price`,
      variant: 'zephyrinePrice',
      reading: 'treatmentList',
    });
    expect(problemsOf(catalog)).toEqual([]);

    const [first] = rows;
    if (!first) throw new Error('the fixture has rows');
    first.price = 93;
    const problems = problemsOf(catalog);
    // The card holding the reading is the variant's to update; the literal prices are named too.
    expect(where(problems).sort()).toEqual(
      [
        'src/data/variants.ts → zephyrinePrice → tables.read',
        `${FILE} → hero.highlights[0] (la séance).value → text`,
        `${list.rowEntry} (${list.tableId}).rows[${list.row}] (${NAME}) → price`,
      ].sort(),
    );
    expect(problems.join('\n')).toContain('mettez à jour la variante zephyrinePrice');
  });

  it('names every text and formula card that repeats an amount of the tables', () => {
    const catalog = cloneCatalog();
    const { page, rows } = addPage(
      catalog,
      [
        { zone: `${NAME} seule`, price: 121 },
        { zone: `${NAME} et massage`, price: 191 },
      ],
      (data) => {
        data.meta.description = `${NAME} : ${euros(121)} seule, ${euros(191)} avec massage.`;
        data.sections = [
          {
            kind: 'offers',
            id: 'formules',
            title: 'Formules',
            bookable: true,
            offers: [
              {
                id: 'seule',
                name: 'Seule',
                price: 121,
                description: 'La séance.',
                included: ['Séance'],
              },
              {
                id: 'massage',
                name: 'Avec massage',
                price: 191,
                description: 'La séance et un massage.',
                included: ['Séance', 'Massage'],
              },
            ],
          },
          {
            kind: 'facts',
            title: 'En bref',
            facts: [{ label: 'Avec massage', value: euros(191) }],
          },
        ];
      },
    );
    const list = addToList(
      catalog,
      page,
      { from: 121 },
      {
        description: `Seule ou avec un massage (${euros(191)}).`,
        note: `Avec massage : ${euros(191)}`,
      },
    );
    catalog.faq.items.push({
      question: `Combien coûte la ${NAME} ?`,
      answer: `La ${NAME} avec massage coûte ${euros(191)}.`,
    });
    const faq = catalog.faq.items.length - 1;
    expect(problemsOf(catalog)).toEqual([]);

    const combined = rows[1];
    if (!combined) throw new Error('the fixture has two rows');
    combined.price = 201;
    expect(where(problemsOf(catalog)).sort()).toEqual(
      [
        `${sources.faq.file} → items[${faq}] (Combien coûte la ${NAME} ?).answer → text`,
        `${list.cardEntry} (${ID}).description → text`,
        `${list.rowEntry} (${list.tableId}).rows[${list.row}] (${NAME}).note → text`,
        `${FILE} → meta.description → text`,
        `${FILE} → sections[0] (formules).offers[1] (massage) → price`,
        `${FILE} → sections[1] (En bref).facts[0] (Avec massage).value → text`,
      ].sort(),
    );
  });

  it('reads an amount in an article as a price of the treatment it names', () => {
    const catalog = cloneCatalog();
    addPage(catalog, [
      { zone: 'Petite zone', price: 83 },
      { zone: 'Grande zone', price: 347 },
    ]);
    const article = catalog.articles[0];
    if (!article) throw new Error('no article');
    const written = article.content;
    article.content = `${written}<p>La ${NAME} coûte 83 € la séance.</p>`;
    expect(problemsOf(catalog)).toEqual([]);
    article.content = `${written}<p>La ${NAME} coûte 85 € la séance.</p>`;
    const allowed = [...new Set([catalog.clinic.consultation.fee, 83, 347])].sort((a, b) => a - b);
    expect(problemsOf(catalog)).toEqual([
      `${article.file} → body → text : attendu un prix de /${ID} (${allowed.map((n) => `${n} €`).join(', ')}), trouvé « 85 € » dans le texte`,
    ]);
  });
});

describe('a price field of a treatment page', () => {
  it('a fact "Tarif" written as a price is compared with the tables', () => {
    const catalog = cloneCatalog();
    const { page } = addPage(
      catalog,
      [
        { zone: 'Petite zone', price: 83 },
        { zone: 'Grande zone', price: 347 },
      ],
      (data) => {
        data.sections = [
          {
            kind: 'facts',
            id: 'en-bref',
            title: 'En bref',
            facts: [{ label: 'Durée', duration: 30 }],
          },
        ];
      },
    );
    const section = page.sections[0];
    if (section?.kind !== 'facts') throw new Error('the fixture has a facts section');
    section.facts.push({ label: 'Tarif indicatif', price: { from: 83 } });
    expect(problemsOf(catalog)).toEqual([]);
    section.facts[1] = { label: 'Tarif indicatif', price: { from: 73 } };
    expect(problemsOf(catalog)).toEqual([
      `${FILE} → sections[0] (en-bref).facts[1] (Tarif indicatif) → price : attendu dès 83${NBSP}€, ce qu’indiquent les tables de /${ID} (${FILE}), trouvé dès 73${NBSP}€`,
    ]);
  });
});

describe('an amount in a sentence that names several treatments', () => {
  it('is read as a price of the treatment the sentence names for it, not of another one', () => {
    const catalog = cloneCatalog();
    // The first treatment named starts at 37 € and its tables also hold 71 €; 71 € is the second's.
    const { page: first } = addPage(catalog, [
      { zone: 'Petite zone', price: 37 },
      { zone: 'Grande zone', price: 71 },
    ]);
    const { page: second, rows } = addPage(
      catalog,
      [{ zone: 'Séance', price: 71 }],
      undefined,
      'orchidee',
      'Orchidée',
    );
    catalog.faq.items.push({
      question: 'Quels soins pour commencer ?',
      answer: `La ${first.name} commence à ${euros(37)}, la séance ${second.name} coûte ${euros(71)}.`,
    });
    const faq = catalog.faq.items.length - 1;
    const faqFile = sources.faq.file;
    const mentions = priceMentions(catalog);
    const path = `items[${faq}].answer`;
    expect(
      mentions.claims.filter((claim) => claim.file === faqFile && claim.entry === path),
    ).toMatchObject([{ page: { id: first.id }, price: { from: 37 } }]);
    expect(
      mentions.amounts
        .filter((found) => found.file === faqFile && found.path === path)
        .map((found) => ({ amount: found.amount, pages: found.pages.map((page) => page.id) })),
    ).toEqual([{ amount: 71, pages: [second.id] }]);
    expect(problemsOf(catalog)).toEqual([]);

    const [row] = rows;
    if (!row) throw new Error('the fixture has a row');
    row.price = 76;
    expect(where(problemsOf(catalog))).toEqual([
      `${faqFile} → items[${faq}] (Quels soins pour commencer ?).answer → text`,
    ]);
  });
});

describe('a treatment page whose name starts with a word every text uses', () => {
  it('« Soin … » is not named by « du soin », and a first word two pages share names neither', () => {
    const catalog = cloneCatalog();
    const { page: soin } = addPage(
      catalog,
      [{ zone: 'Séance', price: 83 }],
      undefined,
      'soin-zephyrine',
      'Soin Zéphyrine',
    );
    const [ambreA, ambreB] = [
      addPage(catalog, [{ zone: 'Séance', price: 91 }], undefined, 'ambre-a', 'Ambre doux').page,
      addPage(catalog, [{ zone: 'Séance', price: 93 }], undefined, 'ambre-b', 'Ambre fort').page,
    ];
    // The sentence talks of « the treatment » in general, then of no page: its amount is the
    // consultation's. Neither of the two « Ambre » pages is named by « l’ambre » alone.
    const fee = catalog.clinic.consultation.fee;
    catalog.faq.items.push(
      {
        question: 'Que coûte un premier rendez-vous ?',
        answer: `Le prix dépend du soin choisi ; la consultation coûte ${euros(fee)}.`,
      },
      {
        question: 'Et l’ambre ?',
        answer: `Pour l’ambre, comptez ${euros(fee)} de consultation.`,
      },
    );
    expect(problemsOf(catalog)).toEqual([]);
    const mentions = priceMentions(catalog);
    const about = mentions.amounts
      .filter((found) => found.file === sources.faq.file)
      .flatMap((found) => found.pages.map((page) => page.id));
    expect(about).not.toContain(soin.id);
    expect(about).not.toContain(ambreA.id);
    expect(about).not.toContain(ambreB.id);
    // Named in full, each is still read.
    catalog.faq.items.push({
      question: 'Et le Soin Zéphyrine ?',
      answer: `Le ${soin.name} coûte ${euros(85)}.`,
    });
    expect(where(problemsOf(catalog))).toEqual([
      `${sources.faq.file} → items[${catalog.faq.items.length - 1}] (Et le Soin Zéphyrine ?).answer → text`,
    ]);
  });
});

describe('an amount with cents, and the per-session price a sessions table shows', () => {
  it('« 163,33 € » is read whole, and is the per-session price of « 490 € les 3 séances »', () => {
    const catalog = cloneCatalog();
    const data = treatmentPageData(ID, NAME);
    data.prices = {
      title: `Tarifs ${NAME}`,
      display: 'anchor',
      showLabel: 'Voir les tarifs',
      tables: [
        {
          kind: 'sessions',
          id: `${ID}-seances`,
          title: 'Séances',
          rows: [{ zone: 'Cou', oneSession: 190, threeSessions: 490 }],
        },
      ],
    };
    const page = addTreatmentPage(catalog, data);
    const article = catalog.articles[0];
    if (!article) throw new Error('no article');
    const written = article.content;
    // The page shows 163,33 € per session and a saving of 80 €: the article may repeat them.
    article.content = `${written}<p>La ${page.name} coûte 490 € les trois séances, soit 163,33 € la séance et 80 € d’économie.</p>`;
    expect(problemsOf(catalog)).toEqual([]);
    article.content = `${written}<p>La ${page.name} revient à 163,34 € la séance.</p>`;
    expect(problemsOf(catalog)).toEqual([
      `${article.file} → body → text : attendu un prix de /${ID} (${[50, 80, 163.33, 190, 490]
        .map((n) => `${String(n).replace('.', ',')} €`)
        .join(', ')}), trouvé « 163,34 € » dans le texte`,
    ]);
  });
});

describe('an amount of an article', () => {
  it('is named at its line of the Markdown file, found by the words before it', () => {
    const catalog = cloneCatalog();
    addPage(catalog, [{ zone: 'Séance', price: 83 }]);
    const [article] = catalog.articles;
    if (!article) throw new Error('no article');
    article.content += `<p>La ${NAME} coûte 85 € la séance.</p>`;
    // The same amount on an earlier line, about no treatment: the line named is the one meant.
    const markdown = `---\ntitle: x\n---\n\n## Prix\n\nUn bon de 85 € ?\n\nLa **${NAME}** coûte 85 € la séance.\n`;
    const context = {
      ...defaultContext,
      readFile: (file: string) => (file === article.file ? markdown : undefined),
    };
    expect(runChecks(catalog, context).map(formatProblem)).toContainEqual(
      expect.stringMatching(new RegExp(`^${article.file}:9 → body → text : .*« 85 € »`)),
    );
  });
});

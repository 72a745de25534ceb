import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateSource } from '../src/validate-source.ts';
import { formatProblem, issuesToProblems, type Problem } from '../src/problems.ts';
import { legalPageSources, sources, treatmentPageSources, variantsSource } from '../src/sources.ts';
import type { Source } from '../src/sources.ts';
import { PriceTable, SessionPriceRow, separatePrice } from '../src/schemas/entities.ts';
import { TreatmentPage } from '../src/schemas/pages.ts';
import { realCatalog, treatmentPageData } from './helpers.ts';

type Json = Record<string, unknown> & { [key: string]: never | unknown };

function broken(source: Source | undefined, mutate: (data: Json) => void): string[] {
  if (!source) throw new Error('no such source');
  const data = structuredClone(source.data) as Json;
  mutate(data);
  const problems: Problem[] = [];
  validateSource({ ...source, data }, realCatalog.variants, problems, []);
  return problems.map(formatProblem);
}

/** The home page's first service, as a line names its entry. */
const firstService = realCatalog.home.services.items[0]?.id ?? '';

const at = (value: unknown, ...path: (string | number)[]): Json =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  ) as Json;

/**
 * A treatment page of the test's own (helpers.ts), as its data file would write it: its tables are
 * `tables`, and its id, names and amounts are the fixture's.
 */
const FILE = 'src/data/treatments/zephyrine.ts';
function fixturePage(tables: unknown[], sections?: unknown[]): Source {
  const data = treatmentPageData('zephyrine', 'Zéphyrine') as Json & { prices: Json };
  data.prices.tables = tables;
  if (sections) data.sections = sections;
  return { file: FILE, schema: TreatmentPage, data, page: { kind: 'treatment' } };
}

const standard = (rows: unknown[]) => ({
  kind: 'standard',
  id: 'zephyrine-tarifs',
  title: 'Tarifs',
  rows,
});

/** Validates `source` (raw data `edit` changed); the data the catalog would hold, or undefined. */
function validated<T>(source: Source, edit: (data: Json) => void = () => undefined) {
  const data = structuredClone(source.data) as Json;
  edit(data);
  const problems: Problem[] = [];
  const output = validateSource({ ...source, data }, realCatalog.variants, problems, []);
  return { output: output as T | undefined, problems: problems.map(formatProblem) };
}

describe('schemas accept the real data', () => {
  it('validates every source without a problem', () => {
    const all: Source[] = [variantsSource, ...Object.values(sources), ...treatmentPageSources];
    for (const source of all) {
      const problems: Problem[] = [];
      validateSource(source, realCatalog.variants, problems, []);
      expect(problems.map(formatProblem), source.file).toEqual([]);
    }
  });
});

describe('schemas point at the file, entry and field of a mistake', () => {
  it('a price row with a text price', () => {
    const page = fixturePage([
      standard([
        { zone: 'Petite zone', price: 83 },
        { zone: 'Grande zone', price: 347 },
      ]),
    ]);
    expect(broken(page, () => undefined)).toEqual([]);
    const problems = broken(page, (data) => {
      at(data, 'prices', 'tables', 0, 'rows', 1).price = '35 euros';
    });
    expect(problems).toEqual([
      `${FILE} → prices.tables[0] (zephyrine-tarifs).rows[1] (Grande zone) → price : attendu des euros entiers, { min, max } ou { from }, trouvé « 35 euros » (écrivez le nombre seul, sans guillemets ni € : 35)`,
    ]);
  });

  it('a price with cents', () => {
    const offer = at(sources.vouchers.data, 'offers', 1);
    const problems = broken(sources.vouchers, (data) => {
      at(data, 'offers', 1).price = 149.5;
    });
    expect(problems).toEqual([
      `src/data/pages/vouchers.ts → offers[1] (${String(offer.id)}) → price : attendu des euros entiers, trouvé 149.5`,
    ]);
  });

  it('a sessions row without its three-session price', () => {
    const page = fixturePage([
      {
        kind: 'sessions',
        id: 'zephyrine-seances',
        title: 'Par zone',
        rows: [{ zone: 'Cou', oneSession: 211, threeSessions: 541 }],
      },
    ]);
    expect(broken(page, () => undefined)).toEqual([]);
    const problems = broken(page, (data) => {
      delete at(data, 'prices', 'tables', 0, 'rows', 0).threeSessions;
    });
    expect(problems[0]).toBe(
      `${FILE} → prices.tables[0] (zephyrine-seances).rows[0] (Cou) → threeSessions : attendu un champ « threeSessions », trouvé aucun : cette entrée en a besoin`,
    );
  });

  it('a range written the wrong way round is shown as written', () => {
    const page = fixturePage([standard([{ zone: 'Petite zone', price: { min: 350, max: 90 } }])]);
    expect(validated(page).problems).toContainEqual(
      expect.stringMatching(/price : attendu min inférieur à max, trouvé \{ min: 350, max: 90 \}$/),
    );
  });

  it('a date that is not on the calendar is refused where it is written', () => {
    const problems = broken(legalPageSources.mentions, (data) => {
      data.updated = '2026-02-30';
    });
    // (Unfilled `{facts}` of a legal page are the loader's to fill; only the date matters here.)
    expect(problems).toContainEqual(
      expect.stringMatching(/mentions-legales\.ts → updated : .*date du calendrier.*2026-02-30/),
    );
  });

  it('an unknown field (typo) is refused', () => {
    const problems = broken(sources.clinic, (data) => {
      data.telephone = '04 00 00 00 00';
    });
    expect(problems[0]).toMatch(/^src\/data\/clinic\.ts → telephone : /);
  });

  it('a misspelt field is one line that names the field it was meant to be', () => {
    const page = fixturePage([
      standard([
        { zone: 'Petite zone', price: 83, duration: 15 },
        { zone: 'Zone moyenne', price: 151, duration: 30 },
        { zone: 'Grande zone', price: 347, duration: 45 },
      ]),
    ]);
    const problems = broken(page, (data) => {
      const row = at(data, 'prices', 'tables', 0, 'rows', 1);
      row.prise = row.price;
      delete row.price;
      const next = at(data, 'prices', 'tables', 0, 'rows', 2);
      next.durée = next.duration;
      delete next.duration;
    });
    expect(problems).toEqual([
      `${FILE} → prices.tables[0] (zephyrine-tarifs).rows[1] (Zone moyenne) → prise : attendu le champ « price », trouvé « prise » : vouliez-vous dire « price » ?`,
      `${FILE} → prices.tables[0] (zephyrine-tarifs).rows[2] (Grande zone) → durée : attendu aucun champ « durée » ici, trouvé un : vouliez-vous dire « duration » ?`,
    ]);
  });

  it('a field named in French, the one missing beside it: one line that names the field meant', () => {
    const page = fixturePage(
      [standard([{ zone: 'Petite zone', price: 83 }])],
      [{ kind: 'faq', title: 'Questions', items: [{ question: 'Est-ce long ?', answer: 'Non.' }] }],
    );
    const problems = broken(page, (data) => {
      const item = at(data, 'sections', 0, 'items', 0);
      item.réponse = item.answer;
      delete item.answer;
    });
    expect(problems).toEqual([
      `${FILE} → sections[0] (Questions).items[0] (Est-ce long ?) → réponse : attendu le champ « answer », trouvé « réponse » : vouliez-vous dire « answer » ?`,
    ]);
  });

  it('a choice among fixed values, and minutes written with their unit', () => {
    const page = fixturePage([standard([{ zone: 'Petite zone', price: 83, duration: 15 }])]);
    const problems = broken(page, (data) => {
      at(data, 'prices').display = 'panneau';
      at(data, 'prices', 'tables', 0, 'rows', 0).duration = '15 min';
    });
    expect(problems).toEqual([
      `${FILE} → prices → display : attendu « panel » ou « anchor », trouvé « panneau »`,
      `${FILE} → prices.tables[0] (zephyrine-tarifs).rows[0] (Petite zone) → duration : attendu des minutes ou { min, max }, trouvé « 15 min » (écrivez le nombre seul, sans guillemets ni unité : 15)`,
    ]);
  });

  it('an unknown variant reading', () => {
    const problems = broken(sources.home, (data) => {
      at(data, 'services', 'items', 0).duration = { variant: 'dureeEssai.surLaLune' };
    });
    expect(problems).toContain(
      `src/data/pages/home.ts → services.items[0] (${firstService}).duration → variant : attendu une lecture de src/data/variants.ts, trouvé « dureeEssai.surLaLune » (src/data/variants.ts n’a pas de variante « dureeEssai ») : écrivez ici la valeur elle-même (un prix, une durée, un texte) à la place de { variant: 'dureeEssai.surLaLune' }`,
    );
  });

  it('a misspelt variant reading: the reading it most likely meant', () => {
    const [name, variant] =
      Object.entries(realCatalog.variants).find(([, item]) => item && 'tables' in item) ?? [];
    if (!name || !variant) throw new Error('no price variant');
    const [reading = ''] = Object.keys(variant.readings);
    const misspelt = broken(sources.home, (data) => {
      at(data, 'services', 'items', 0).duration = { variant: `${name}.${reading}s` };
    });
    expect(misspelt).toContain(
      `src/data/pages/home.ts → services.items[0] (${firstService}).duration → variant : attendu une lecture de src/data/variants.ts, trouvé « ${name}.${reading}s » (la variante ${name} n’a pas de lecture « ${reading}s ») : vouliez-vous dire « ${name}.${reading} » ? Sinon, écrivez ici la valeur elle-même (un prix, une durée, un texte) à la place de { variant: '${name}.${reading}s' }`,
    );
  });

  it('a wrong number of navigation links', () => {
    const problems = broken(sources.layout, (data) => {
      (data.navigation as unknown[]).pop();
    });
    expect(problems).toEqual([
      'src/data/layout.ts → navigation : attendu les neuf liens de navigation, trouvé une liste de 8 : la page est mise en page pour ce nombre ; pour retirer un élément, remplacez-le par un autre',
    ]);
  });
});

describe('schemas write key figures the French way', () => {
  it('groups the thousands of a figure through Intl fr-FR and leaves small figures alone', () => {
    const about = validated<{ figures: { value: string }[] }>(sources.about, (data) => {
      at(data, 'figures', 0).value = '2000+';
      at(data, 'figures', 1).value = '15+';
      at(data, 'figures', 2).value = '12500 patients';
    });
    expect(about.problems).toEqual([]);
    expect(about.output?.figures.slice(0, 3).map((figure) => figure.value)).toEqual([
      '2\u202F000+',
      '15+',
      '12\u202F500 patients',
    ]);
    const why = validated<{ reasons: { value: string }[] }>(sources.whyChooseUs, (data) => {
      at(data, 'reasons', 0).value = '2000+';
    });
    expect(why.output?.reasons[0]?.value).toBe('2\u202F000+');
  });
});

describe('schemas derive the tel: number from the phone written once', () => {
  it('gives the E.164 form of each reading', () => {
    const { output, problems } = validated<typeof realCatalog.variants>(variantsSource, (data) => {
      at(data, 'phone', 'readings', 'visibleText', 'value').display = '04 12 34 56 78';
      at(data, 'phone', 'readings', 'structuredData', 'value').display = '0412345679';
    });
    expect(problems).toEqual([]);
    expect(output?.phone.readings.visibleText.value).toEqual({
      display: '04 12 34 56 78',
      e164: '+33412345678',
    });
    expect(output?.phone.readings.structuredData.value.e164).toBe('+33412345679');
  });

  it('refuses a number that is not French', () => {
    const problems = broken(variantsSource, (data) => {
      at(data, 'phone', 'readings', 'visibleText', 'value').display = '+1 555 0100';
    });
    expect(problems[0]).toBe(
      'src/data/variants.ts → phone.readings.visibleText.value → display : attendu un numéro français tel que 04 65 71 00 00, trouvé « +1 555 0100 »',
    );
  });
});

describe('computed numbers', () => {
  it('a sessions row gets its breakdown from its two prices: per session to the cent, saving', () => {
    const row = v.parse(SessionPriceRow, { zone: 'Cou', oneSession: 200, threeSessions: 490 });
    expect(row.breakdown).toEqual({ perSession: 163.33, saving: 110 });
  });

  it('a breakdown typed by hand is refused: it is computed', () => {
    const input = {
      zone: 'Cou',
      oneSession: 200,
      threeSessions: 490,
      breakdown: { perSession: 163.33, saving: 110 },
    };
    expect(v.safeParse(SessionPriceRow, input).success).toBe(false);
  });

  it('a hair-removal package booked zone by zone: the sum of its zones in its category’s tables', () => {
    const table = (id: string, rows: unknown[]) =>
      v.parse(PriceTable, { kind: 'standard', id, title: 'Tarifs', rows });
    const tables = [
      table('femme-visage', [{ zone: 'Menton', price: 30 }]),
      table('femme-corps', [
        { zone: 'Aisselles', price: 60 },
        { zone: 'Dos', price: 150 },
        { zone: 'Maillot', price: { from: 90 } },
      ]),
      table('homme', [{ zone: 'Dos', price: 200 }]),
    ];
    expect(
      separatePrice({ zones: ['Menton', 'Aisselles', 'Dos'], category: 'femme' }, tables),
    ).toBe(240);
    expect(separatePrice({ zones: ['Dos'], category: 'homme' }, tables)).toBe(200);
    // No single price for a zone: no comparison.
    expect(separatePrice({ zones: ['Maillot', 'Dos'], category: 'femme' }, tables)).toBeUndefined();
    expect(separatePrice({ zones: ['Cuisses'], category: 'femme' }, tables)).toBeUndefined();
  });

  it('a page computes its packages’ separate prices from its tables, never from the file', () => {
    const pack = (id: string, zones: string[], category: 'femme' | 'homme') => ({
      id,
      title: `Forfait ${id}`,
      zones,
      price: 50,
      sessionsLabel: '6 séances',
      popular: false,
      category,
    });
    const page = fixturePage(
      [
        {
          kind: 'standard',
          id: 'femme-corps',
          title: 'Femme',
          rows: [
            { zone: 'Zone A', price: 53 },
            { zone: 'Zone B', price: 61 },
            { zone: 'Zone C', price: { from: 90 } },
          ],
        },
        { kind: 'standard', id: 'homme', title: 'Homme', rows: [{ zone: 'Zone A', price: 71 }] },
      ],
      [
        {
          kind: 'hairRemovalPackages',
          id: 'forfaits',
          title: 'Forfaits',
          packages: [
            pack('duo', ['Zone A', 'Zone B'], 'femme'),
            pack('solo', ['Zone A'], 'homme'),
            pack('sans-prix', ['Zone A', 'Zone C'], 'femme'),
          ],
          categoryTitles: { femme: 'Femme', homme: 'Homme' },
          custom: {
            title: 'Sur mesure',
            description: 'Vos zones.',
            link: { label: 'Voir', href: '/zephyrine' },
          },
        },
      ],
    );
    const separatePrices = (edit?: (data: Json) => void) => {
      const { output, problems } = validated<TreatmentPage>(page, edit);
      expect(problems).toEqual([]);
      return output?.sections.flatMap((section) =>
        section.kind === 'hairRemovalPackages'
          ? section.packages.map((item) => [item.id, item.separatePrice])
          : [],
      );
    };
    expect(separatePrices()).toEqual([
      ['duo', 53 + 61],
      ['solo', 71],
      ['sans-prix', undefined],
    ]);
    // Zone A of the women's tables costs 10 € more: the women's packages that hold it follow.
    expect(
      separatePrices((data) => {
        at(data, 'prices', 'tables', 0, 'rows', 0).price = 63;
      }),
    ).toEqual([
      ['duo', 63 + 61],
      ['solo', 71],
      ['sans-prix', undefined],
    ]);
    const { problems } = validated(page, (data) => {
      at(data, 'sections', 0, 'packages', 0).separatePrice = 999;
    });
    expect(problems).toEqual([
      `${FILE} → sections[0] (forfaits).packages[0] (duo) → separatePrice : attendu aucun champ « separatePrice » ici (faute de frappe, ou valeur que le catalogue calcule lui-même), trouvé un`,
    ]);
  });
});

describe('a message valibot writes itself', () => {
  it('is said in French, with what was expected and what was found', () => {
    const schema = v.object({ items: v.array(v.object({ id: v.string(), count: v.number() })) });
    const result = v.safeParse(schema, { items: [{ id: 'essai', count: 'trois' }] });
    if (result.success) throw new Error('the fixture should not validate');
    expect(issuesToProblems('fixture.ts', result.output, result.issues).map(formatProblem)).toEqual(
      ['fixture.ts → items[0] (essai) → count : attendu un nombre, trouvé « trois »'],
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateSource } from '../src/load.ts';
import { formatProblem, issuesToProblems, type Problem } from '../src/problems.ts';
import { sources, treatmentPageSources, variantsSource } from '../src/sources.ts';
import type { Source } from '../src/sources.ts';
import { PriceTable, SessionPriceRow, separatePrice } from '../src/schemas/entities.ts';
import type { TreatmentPage } from '../src/schemas/pages.ts';
import { realCatalog } from './helpers.ts';

type Json = Record<string, unknown> & { [key: string]: never | unknown };

function broken(source: Source | undefined, mutate: (data: Json) => void): string[] {
  if (!source) throw new Error('no such source');
  const data = structuredClone(source.data) as Json;
  mutate(data);
  const problems: Problem[] = [];
  validateSource({ ...source, data }, realCatalog.variants, problems, []);
  return problems.map(formatProblem);
}

const at = (value: unknown, ...path: (string | number)[]): Json =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  ) as Json;

const morpheus = treatmentPageSources.find((s) => s.file.endsWith('morpheus8.ts'));
const epilation = treatmentPageSources.find((s) => s.file.endsWith('epilation-laser.ts'));
const tattoo = treatmentPageSources.find((s) => s.file.endsWith('detatouage.ts'));

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
    if (!epilation) throw new Error('no epilation page');
    const problems = broken(epilation, (data) => {
      at(data, 'prices', 'tables', 0, 'rows', 1).price = '35 euros';
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^src\/data\/treatments\/epilation-laser\.ts → prices\.tables\[0\] \([a-z-]+\)\.rows\[1\] \([^)]+\) → price : attendu des euros entiers, \{ min, max \} ou \{ from \}, trouvé « 35 euros » \(écrivez le nombre seul, sans guillemets ni € : 35\)$/,
    );
  });

  it('a price with cents', () => {
    const problems = broken(sources.vouchers, (data) => {
      at(data, 'offers', 1).price = 149.5;
    });
    expect(problems).toEqual([
      'src/data/pages/vouchers.ts → offers[1] (eclat) → price : attendu des euros entiers, trouvé 149.5',
    ]);
  });

  it('a Morpheus row without its three-session price', () => {
    if (!morpheus) throw new Error('no morpheus page');
    const problems = broken(morpheus, (data) => {
      const row = at(data, 'prices', 'tables', 0, 'rows', 0);
      delete row.threeSessions;
    });
    expect(problems[0]).toMatch(
      /→ prices\.tables\[0\] \([a-z0-9-]+\)\.rows\[0\] \([^)]+\) → threeSessions : attendu un champ « threeSessions », trouvé aucun : cette entrée en a besoin$/,
    );
  });

  it('an unknown field (typo) is refused', () => {
    const problems = broken(sources.clinic, (data) => {
      data.telephone = '04 00 00 00 00';
    });
    expect(problems[0]).toMatch(/^src\/data\/clinic\.ts → telephone : /);
  });

  it('a misspelt field is one line that names the field it was meant to be', () => {
    if (!tattoo) throw new Error('no detatouage page');
    const problems = broken(tattoo, (data) => {
      const row = at(data, 'prices', 'tables', 0, 'rows', 1);
      row.prise = row.price;
      delete row.price;
      const next = at(data, 'prices', 'tables', 0, 'rows', 2);
      next.durée = next.duration;
      delete next.duration;
    });
    expect(problems.map((line) => line.replace(/\).rows\[(\d)\] \([^)]+\)/, ').rows[$1]'))).toEqual(
      [
        'src/data/treatments/detatouage.ts → prices.tables[0] (detatouage-tailles).rows[1] → prise : attendu le champ « price », trouvé « prise » : vouliez-vous dire « price » ?',
        'src/data/treatments/detatouage.ts → prices.tables[0] (detatouage-tailles).rows[2] → durée : attendu aucun champ « durée » ici, trouvé un : vouliez-vous dire « duration » ?',
      ],
    );
  });

  it('an unknown variant reading', () => {
    const problems = broken(sources.home, (data) => {
      at(data, 'services', 'items', 2).duration = { variant: 'cryolipolyseDuration.surLaLune' };
    });
    expect(problems).toContain(
      'src/data/pages/home.ts → services.items[2].duration → variant : lecture de variante inconnue « cryolipolyseDuration.surLaLune » (attendu « nom.lecture » de src/data/variants.ts)',
    );
  });

  it('a wrong number of navigation links', () => {
    const problems = broken(sources.layout, (data) => {
      (data.navigation as unknown[]).pop();
    });
    expect(problems).toEqual([
      'src/data/layout.ts → navigation : attendu les neuf liens de navigation, trouvé une liste de 8',
    ]);
  });
});

describe('schemas write key figures the French way', () => {
  it('groups the thousands of a figure through Intl fr-FR and leaves small figures alone', () => {
    const values = realCatalog.about.figures.map((figure) => figure.value);
    expect(values).toContain('2\u202F000+');
    expect(values).toContain('15+');
    expect(values).not.toContain('2000+');
    const reasons = realCatalog.whyChooseUs.reasons.map((reason) => reason.value);
    expect(reasons).toContain('2\u202F000+');
  });
});

describe('schemas derive the tel: number from the phone written once', () => {
  it('gives the E.164 form of each reading', () => {
    expect(realCatalog.variants.phone.readings.visibleText.value).toEqual({
      display: '04 65 71 00 00',
      e164: '+33465710000',
    });
    expect(realCatalog.variants.phone.readings.structuredData.value.e164).toBe('+33465710001');
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

  it('the epilation page computes its packages’ separate prices from its tables, never from the file', () => {
    if (!epilation) throw new Error('no epilation page');
    const load = (mutate: (data: Json) => void) => {
      const data = structuredClone(epilation.data) as Json;
      mutate(data);
      const problems: Problem[] = [];
      const page = validateSource({ ...epilation, data }, realCatalog.variants, problems, []) as
        TreatmentPage | undefined;
      return { page, problems: problems.map(formatProblem) };
    };
    const packagesOf = (page: TreatmentPage | undefined) =>
      page?.sections.flatMap((section) =>
        section.kind === 'hairRemovalPackages' ? section.packages : [],
      ) ?? [];
    const before = packagesOf(load(() => undefined).page);
    const armpits = (data: Json) =>
      (at(data, 'prices', 'tables') as unknown as { rows: { zone: string; price: number }[] }[])
        .flatMap((table) => table.rows)
        .filter((row) => row.zone === 'Aisselles');
    const after = packagesOf(
      load((data) => {
        for (const row of armpits(data)) row.price += 10;
      }).page,
    );
    expect(armpits(epilation.data as Json)).toHaveLength(1);
    for (const [index, pack] of before.entries()) {
      const expected =
        pack.separatePrice === undefined
          ? undefined
          : pack.separatePrice +
            (pack.category === 'femme' && pack.zones.includes('Aisselles') ? 10 : 0);
      expect(after[index]?.separatePrice, pack.id).toBe(expected);
    }
    expect(before.filter((pack) => pack.separatePrice !== undefined).length).toBeGreaterThan(3);
    const { problems } = load((data) => {
      const section = (at(data, 'sections') as unknown as Json[]).find(
        (item) => item.kind === 'hairRemovalPackages',
      );
      const first = (section?.packages as Json[] | undefined)?.[0];
      if (first) first.separatePrice = 999;
    });
    expect(problems).toEqual([
      'src/data/treatments/epilation-laser.ts → sections[0] (forfaits).packages[0] (integral) → separatePrice : attendu aucun champ « separatePrice » ici (faute de frappe, ou valeur que le catalogue calcule lui-même), trouvé un',
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

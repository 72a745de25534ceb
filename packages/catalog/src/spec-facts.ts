/**
 * The prices and durations of the specification (section 9), written here as the brief states them,
 * compared with the catalog in a report: the clinic may change a price, so a difference is something
 * to confirm, not an error (`npm run catalog:release-check`, « Différences avec le cahier des charges »).
 */
import { isDeepStrictEqual } from 'node:util';
import type { CatalogData } from './load.ts';
import type { PriceTable } from './schemas/entities.ts';
import type { Section } from './schemas/pages.ts';
import { isRecord } from './variant-references.ts';

export interface SpecFact {
  /** What the specification says, as a reader finds it there. */
  fact: string;
  /** Where the catalog keeps it. */
  where: string;
  expected: unknown;
  found: (catalog: CatalogData) => unknown;
}

const page = (catalog: CatalogData, id: string) =>
  catalog.treatmentPages.find((item) => item.id === id);
const tables = (catalog: CatalogData, id: string): PriceTable[] =>
  page(catalog, id)?.prices?.tables ?? [];
const standardRows = (catalog: CatalogData, id: string) =>
  tables(catalog, id).flatMap((table) => (table.kind === 'standard' ? table.rows : []));
const sections = <K extends Section['kind']>(catalog: CatalogData, id: string, kind: K) =>
  (page(catalog, id)?.sections ?? []).filter(
    (section): section is Extract<Section, { kind: K }> => section.kind === kind,
  );
const treatment = (id: string) => `src/data/treatments/${id}.ts`;
const cards =
  (list: 'soinsVisage' | 'soinsCorps', file: string) =>
  (id: string, price: unknown, duration: unknown, fact: string): SpecFact => ({
    fact,
    where: `src/data/pages/${file}.ts → cards`,
    expected: { price, duration },
    found: (catalog) => {
      const card = catalog[list].cards.find((item) => item.id === id);
      return card && { price: card.price, duration: card.duration };
    },
  });
/** The rows of a page's standard tables, as [price, duration]. */
const rows = (id: string, fact: string, expected: unknown[]): SpecFact => ({
  fact,
  where: `${treatment(id)} → prices`,
  expected,
  found: (catalog) => standardRows(catalog, id).map((row) => [row.price, row.duration]),
});
const visageCard = cards('soinsVisage', 'soins-visage');
const corpsCard = cards('soinsCorps', 'soins-corps');
const range = (min: number, max: number) => ({ min, max });

export const specFacts: SpecFact[] = [
  {
    fact: 'Consultation : 50 €, 30 minutes',
    where: 'src/data/clinic.ts → consultation',
    expected: [50, 30],
    found: ({ clinic }) => [clinic.consultation.fee, clinic.consultation.durationMinutes],
  },
  {
    fact: 'Code postal 69400',
    where: 'src/data/clinic.ts → address.postalCode',
    expected: '69400',
    found: ({ clinic }) => clinic.address.postalCode,
  },
  {
    fact: 'Forfaits d’épilation : jusqu’à 30 % d’économie',
    where: 'src/data/clinic.ts → hairRemovalPackageSavingsPercent',
    expected: 30,
    found: ({ clinic }) => clinic.hairRemovalPackageSavingsPercent,
  },
  {
    fact: 'Horaires affichés : du lundi au vendredi 9 h – 19 h, le samedi 8 h – 12 h',
    where: 'src/data/variants.ts → openingHours.readings.visibleText',
    expected: [
      ['Mo,Tu,We,Th,Fr', '09:00', '19:00'],
      ['Sa', '08:00', '12:00'],
    ],
    found: ({ variants }) =>
      variants.openingHours.readings.visibleText.value.map((h) => [
        h.days.join(','),
        h.opens,
        h.closes,
      ]),
  },
  visageCard('hydrafacial', { from: 180 }, 45, 'Soins visage : HydraFacial dès 180 €, 45 min'),
  visageCard('mesotherapie', { from: 180 }, 30, 'Soins visage : mésothérapie dès 180 €, 30 min'),
  visageCard('peeling-retinol', { from: 120 }, 30, 'Soins visage : peeling dès 120 €, 30 min'),
  visageCard('laser-co2', { from: 300 }, 45, 'Soins visage : laser CO2 dès 300 €, 45 min'),
  visageCard('led-miltaderm', 70, 20, 'Soins visage : LED 70 €, 20 min'),
  visageCard(
    'lesion-pigmentaire',
    { from: 100 },
    range(15, 30),
    'Soins visage : lésion pigmentaire dès 100 €, 15 à 30 min',
  ),
  visageCard('coolpeel', 150, range(30, 45), 'Soins visage : CoolPeel 150 €, 30 à 45 min'),
  {
    fact: 'HydraFacial : Signature 30 min 180 €, Deluxe 45 min 250 € (la plus demandée)',
    where: `${treatment('hydrafacial')} → sections (offers)`,
    expected: [
      ['Signature', 30, 180, false],
      ['Deluxe', 45, 250, true],
    ],
    found: (catalog) =>
      sections(catalog, 'hydrafacial', 'offers').flatMap((section) =>
        section.offers.map((o) => [o.name, o.duration, o.price, o.popular]),
      ),
  },
  rows(
    'peeling-retinol',
    'Peeling au rétinol : visage 150 €/25 min, décolleté 150 €/25 min, les deux 250 €/35 min',
    [
      [150, 25],
      [150, 25],
      [250, 35],
    ],
  ),
  rows(
    'laser-co2',
    'Laser CO2 : bouche, joues, cou 250 € 15 min ; visage 500 € 30 min ; cou + visage 650 € ; paupières 300 à 500 €',
    [
      [250, 15],
      [250, 15],
      [250, 15],
      [500, 30],
      [650, undefined],
      [range(300, 500), undefined],
    ],
  ),
  rows('mesotherapie', 'Mésothérapie : 180/30, 120/20, 150/25, 130/20, 100/15', [
    [180, 30],
    [120, 20],
    [150, 25],
    [130, 20],
    [100, 15],
  ]),
  {
    fact: 'CoolPeel : 150 €, 230 € avec NCTF 135',
    where: `${treatment('coolpeel')} → sections (offers)`,
    expected: [150, 230],
    found: (catalog) =>
      sections(catalog, 'coolpeel', 'offers').flatMap((s) => s.offers.map((o) => o.price)),
  },
  rows('lesion-pigmentaire', 'Lésion pigmentaire : dès 100 €, 15 à 30 min', [
    [{ from: 100 }, range(15, 30)],
  ]),
  corpsCard('cryolipolyse', { from: 300 }, 60, 'Soins corps : cryolipolyse dès 300 €, 60 min'),
  corpsCard('morpheus8', { from: 200 }, range(15, 30), 'Soins corps : Morpheus8 dès 200 €'),
  corpsCard('epilation-laser', range(35, 150), range(10, 45), 'Soins corps : épilation 35 à 150 €'),
  corpsCard('varicosites', { from: 150 }, 30, 'Soins corps : varicosités dès 150 €, 30 min'),
  corpsCard('detatouage', range(80, 350), range(15, 45), 'Soins corps : détatouage 80 à 350 €'),
  {
    fact: 'Cryolipolyse : dès 300 € la zone',
    where: `${treatment('cryolipolyse')} → prices`,
    expected: [{ from: 300 }],
    found: (catalog) => standardRows(catalog, 'cryolipolyse').map((row) => row.price),
  },
  {
    fact: 'Morpheus8 : 1 séance / 3 séances par zone',
    where: `${treatment('morpheus8')} → prices`,
    // By zone: the page splits the brief's one list into a face and a body table, in its own order.
    expected: {
      'Bas du visage': [330, 900],
      'Visage complet': [450, 1200],
      Cou: [230, 630],
      'Contour des yeux': [200, 490],
      Décolleté: [230, 630],
      'Petite zone du corps': [350, 990],
      'Grande zone du corps': [500, 1350],
      'Visage + décolleté': [550, 1530],
    },
    found: (catalog) =>
      Object.fromEntries(
        tables(catalog, 'morpheus8').flatMap((table) =>
          table.kind === 'sessions'
            ? table.rows.map((r) => [r.zone, [r.oneSession, r.threeSessions]])
            : [],
        ),
      ),
  },
  rows('detatouage', 'Détatouage : 80 € 15 min, 150 € 30 min, 250 € 45 min, dès 350 € 60 min', [
    [80, 15],
    [150, 30],
    [250, 45],
    [{ from: 350 }, 60],
  ]),
  {
    fact: 'Forfaits corps : Remodelage dès 550 € (− 200 €), Épilation Intégrale dès 320 € (− 150 €), Jambes Parfaites dès 500 € (− 100 €)',
    where: 'src/data/pages/soins-corps.ts → sections (bodyPackages)',
    expected: [
      ['Remodelage', { from: 550 }, 200],
      ['Épilation Intégrale', { from: 320 }, 150],
      ['Jambes Parfaites', { from: 500 }, 100],
    ],
    found: ({ soinsCorps }) =>
      soinsCorps.sections.flatMap((s) =>
        s.kind === 'bodyPackages' ? s.packages.map((p) => [p.title, p.price, p.saving]) : [],
      ),
  },
  {
    fact: 'Épilation laser, par séance : femmes visage, femmes corps, hommes',
    where: `${treatment('epilation-laser')} → prices`,
    expected: [
      [35, 35, 50, 120],
      [70, 100, 160, 250, 150, 160],
      [70, 160, 210, 110, 300, 170],
    ],
    found: (catalog) =>
      tables(catalog, 'epilation-laser')
        .filter((table) => table.kind === 'standard' && table.rows.length > 1)
        .map((table) => (table.kind === 'standard' ? table.rows.map((r) => r.price) : [])),
  },
  {
    fact: 'Forfaits d’épilation : 320, 250, 400, 130, 150, 200, 200, 200, 250 €',
    where: `${treatment('epilation-laser')} → sections (hairRemovalPackages)`,
    expected: [320, 250, 400, 130, 150, 200, 200, 200, 250],
    found: (catalog) =>
      sections(catalog, 'epilation-laser', 'hairRemovalPackages').flatMap((s) =>
        s.packages.map((p) => p.price),
      ),
  },
  {
    fact: 'Bons cadeaux : Découverte 50 € (75 €) 6 mois, Éclat 150 € (200 €) 12 mois, Premium 300 € (400 €) 12 mois',
    where: 'src/data/pages/vouchers.ts → offers',
    expected: [
      ['Bon Découverte', 50, 75, 6],
      ['Bon Éclat', 150, 200, 12],
      ['Bon Premium', 300, 400, 12],
    ],
    found: ({ vouchers }) =>
      vouchers.offers.map((o) => [o.title, o.price, o.originalPrice, o.validityMonths]),
  },
  {
    fact: 'Bon personnalisé : 30 € minimum, valable 12 mois',
    where: 'src/data/pages/vouchers.ts → custom',
    expected: [30, 12],
    found: ({ vouchers }) => [vouchers.custom.minimum, vouchers.custom.validityMonths],
  },
];

/** Values as a reader of the report reads them: `{"from":80}` → `dès 80`, `{"min":15,"max":45}` → `15–45`. */
const shown = (value: unknown): string =>
  (JSON.stringify(value) ?? 'rien')
    .replace(/\{"from":(\d+)\}/g, 'dès $1')
    .replace(/\{"min":(\d+),"max":(\d+)\}/g, '$1–$2')
    .replace(/"/g, '')
    .replace(/,/g, ', ');

/** A table found is shown in the specification's order of keys, so both lines read alike. */
function inOrderOf(expected: unknown, value: unknown): unknown {
  if (!isRecord(expected) || !isRecord(value)) return value;
  const keys = new Set([
    ...Object.keys(expected).filter((key) => key in value),
    ...Object.keys(value),
  ]);
  return Object.fromEntries([...keys].map((key) => [key, value[key]]));
}

/** The report's lines; none when the catalog says what the specification says. */
export function specDifferences(catalog: CatalogData, facts: readonly SpecFact[] = specFacts) {
  const lines = facts.flatMap(({ fact, where, expected, found }) => {
    const value = found(catalog);
    return isDeepStrictEqual(value, expected)
      ? []
      : [
          `  - ${fact} (${where})`,
          `      cahier des charges : ${shown(expected)}`,
          `      catalogue : ${shown(inOrderOf(expected, value))}`,
        ];
  });
  return lines.length === 0
    ? ['Différences avec le cahier des charges : aucune.']
    : [
        `Différences avec le cahier des charges : ${lines.length / 3} (à confirmer avec la clinique, rien à corriger si le changement est voulu)`,
        ...lines,
      ];
}

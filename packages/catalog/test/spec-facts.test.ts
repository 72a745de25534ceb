/**
 * Every price and duration of section 9 of the specification, written here literally from the spec,
 * must be found in the catalog where the page reads it. A wrong catalog value fails this test.
 */
import { describe, expect, it } from 'vitest';
import type { PriceTable, Section, TreatmentCard } from '../src/index.ts';
import { realCatalog as catalog } from './helpers.ts';

const page = (id: string) => {
  const found = catalog.treatmentPages.find((p) => p.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};
const tables = (id: string): PriceTable[] => page(id).prices?.tables ?? [];
const standardRows = (id: string) =>
  tables(id).flatMap((t) =>
    t.kind === 'standard' ? t.rows.map((r) => ({ table: t.title, ...r })) : [],
  );
const section = <K extends Section['kind']>(id: string, kind: K) =>
  page(id).sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind);
const card = (cards: TreatmentCard[], id: string) => {
  const found = cards.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

describe('clinic constants', () => {
  it('consultation 50 €, first consultation 30 min, postal code 69400, up to 30 % savings claim', () => {
    expect(catalog.clinic.consultation.fee).toBe(50);
    expect(catalog.clinic.consultation.durationMinutes).toBe(30);
    expect(catalog.clinic.address.postalCode).toBe('69400');
    expect(catalog.clinic.hairRemovalPackageSavingsPercent).toBe(30);
  });
  it('hours Mon–Fri 9h–19h, Sat 8h–12h visible; 08:00–19:00 in structured data', () => {
    const visible = catalog.variants.openingHours.readings.visibleText.value;
    expect(visible.map((h) => [h.days.join(','), h.opens, h.closes])).toEqual([
      ['Mo,Tu,We,Th,Fr', '09:00', '19:00'],
      ['Sa', '08:00', '12:00'],
    ]);
    expect(catalog.variants.openingHours.readings.structuredData.value[0]).toMatchObject({
      opens: '08:00',
      closes: '19:00',
    });
    expect(catalog.variants.phone.readings.structuredData.value.display).not.toBe(
      catalog.variants.phone.readings.visibleText.value.display,
    );
  });
});

describe('facial prices', () => {
  const cards = catalog.soinsVisage.cards;
  it('list: HydraFacial from 180 € 45 min, mesotherapy from 180 € 30 min, peel from 120 € 30 min, CO2 from 300 € 45 min', () => {
    expect(card(cards, 'hydrafacial')).toMatchObject({ price: { from: 180 }, duration: 45 });
    expect(card(cards, 'mesotherapie')).toMatchObject({ price: { from: 180 }, duration: 30 });
    expect(card(cards, 'peeling-retinol')).toMatchObject({ price: { from: 120 }, duration: 30 });
    expect(card(cards, 'laser-co2')).toMatchObject({ price: { from: 300 }, duration: 45 });
  });
  it('list: LED 70 € 20 min, pigmented lesion from 100 € 15–30 min, CoolPeel 150 € 30–45 min', () => {
    expect(card(cards, 'led-miltaderm')).toMatchObject({ price: 70, duration: 20 });
    expect(card(cards, 'lesion-pigmentaire')).toMatchObject({
      price: { from: 100 },
      duration: { min: 15, max: 30 },
    });
    expect(card(cards, 'coolpeel')).toMatchObject({ price: 150, duration: { min: 30, max: 45 } });
  });
  it('HydraFacial panel 180–250 €; formulas Signature 30 min 180 €, Deluxe 45 min 250 € popular', () => {
    const panel = catalog.soinsVisage.prices.tables.flatMap((t) =>
      t.kind === 'standard' ? t.rows : [],
    );
    expect(panel.find((r) => r.zone.includes('HydraFacial'))?.price).toEqual({
      min: 180,
      max: 250,
    });
    const offers = section('hydrafacial', 'offers').flatMap((s) => s.offers);
    expect(offers.map((o) => [o.name, o.duration, o.price, o.popular])).toEqual([
      ['Signature', 30, 180, false],
      ['Deluxe', 45, 250, true],
    ]);
  });
  it('retinol peel page: face 150 €/25 min, neckline 150/25, face + neckline 250/35', () => {
    expect(standardRows('peeling-retinol').map((r) => [r.price, r.duration])).toEqual([
      [150, 25],
      [150, 25],
      [250, 35],
    ]);
  });
  it('CO2 page: mouth contour, cheeks, neck 250 € 15 min; full face 500 € 30 min; neck + face 650 €; eyelids 300–500 €', () => {
    expect(standardRows('laser-co2').map((r) => [r.zone, r.price, r.duration])).toEqual([
      ['Contour de la bouche', 250, 15],
      ['Joues', 250, 15],
      ['Cou', 250, 15],
      ['Visage complet', 500, 30],
      ['Cou + visage', 650, undefined],
      ['Blépharoplastie (paupières)', { min: 300, max: 500 }, undefined],
    ]);
  });
  it('mesotherapy page shows the other CO2 list: 180/30, 120/20, 150/25, 130/20, 100/15', () => {
    expect(standardRows('mesotherapie').map((r) => [r.price, r.duration])).toEqual([
      [180, 30],
      [120, 20],
      [150, 25],
      [130, 20],
      [100, 15],
    ]);
  });
  it('LED 70 € per 20-minute session; CoolPeel 150 €, 230 € with NCTF 135', () => {
    expect(standardRows('led-miltaderm').map((r) => [r.price, r.duration])).toContainEqual([
      70, 20,
    ]);
    const coolpeel = section('coolpeel', 'offers').flatMap((s) => s.offers.map((o) => o.price));
    expect(coolpeel).toEqual([150, 230]);
  });
});

describe('pigmented lesions', () => {
  it('page: from 100 €, 15–30 min', () => {
    expect(standardRows('lesion-pigmentaire').map((r) => [r.price, r.duration])).toEqual([
      [{ from: 100 }, { min: 15, max: 30 }],
    ]);
  });
});

describe('body prices', () => {
  const cards = catalog.soinsCorps.cards;
  it('cards: cryolipolysis from 300 € 60 min; Morpheus from 200 € 15–30 min; hair removal 35–150 € 10–45 min; veins from 150 € 30 min; tattoo 80–350 € 15–45 min', () => {
    expect(card(cards, 'cryolipolyse')).toMatchObject({ price: { from: 300 }, duration: 60 });
    expect(card(cards, 'morpheus8')).toMatchObject({
      price: { from: 200 },
      duration: { min: 15, max: 30 },
    });
    expect(card(cards, 'epilation-laser')).toMatchObject({
      price: { min: 35, max: 150 },
      duration: { min: 10, max: 45 },
    });
    expect(card(cards, 'varicosites')).toMatchObject({
      price: { from: 150 },
      duration: 30,
      href: null,
    });
    expect(card(cards, 'detatouage')).toMatchObject({
      price: { min: 80, max: 350 },
      duration: { min: 15, max: 45 },
    });
  });
  it('cryolipolysis page: from 300 € a zone, 70 min', () => {
    expect(standardRows('cryolipolyse').map((r) => r.price)).toEqual([{ from: 300 }]);
    expect(standardRows('cryolipolyse').map((r) => r.duration)).toContain(70);
    expect(catalog.variants.cryolipolyseDuration.readings.treatmentPage.value).toBe(70);
  });
  it('Morpheus 8: 1 session / 3 sessions per zone', () => {
    const rows = tables('morpheus8').flatMap((t) => (t.kind === 'sessions' ? t.rows : []));
    expect(rows.map((r) => [r.oneSession, r.threeSessions])).toEqual(
      expect.arrayContaining([
        [330, 900],
        [450, 1200],
        [230, 630],
        [200, 490],
        [230, 630],
        [350, 990],
        [500, 1350],
        [550, 1530],
      ]),
    );
    expect(rows).toHaveLength(8);
  });
  it('tattoo removal tiers: 80 € 15 min, 150 € 30 min, 250 € 45 min, from 350 € 60 min', () => {
    expect(standardRows('detatouage').map((r) => [r.price, r.duration])).toEqual([
      [80, 15],
      [150, 30],
      [250, 45],
      [{ from: 350 }, 60],
    ]);
  });
  it('body packages: Remodelage from 550 € saves 200 €; Épilation Intégrale from 320 € saves 150 €; Jambes Parfaites from 500 € saves 100 €', () => {
    const packages = catalog.soinsCorps.sections.flatMap((s) =>
      s.kind === 'bodyPackages' ? s.packages : [],
    );
    expect(packages.map((p) => [p.title, p.price, p.saving])).toEqual([
      ['Remodelage', { from: 550 }, 200],
      ['Épilation Intégrale', { from: 320 }, 150],
      ['Jambes Parfaites', { from: 500 }, 100],
    ]);
  });
});

describe('laser hair removal per session', () => {
  it('women face 35/35/50/120, women body 70/100/160/250/150/160, men 70/160/210/110/300/170', () => {
    const byTable = tables('epilation-laser')
      .filter((t) => t.kind === 'standard' && t.rows.length > 1)
      .map((t) => (t.kind === 'standard' ? t.rows.map((r) => r.price) : []));
    expect(byTable).toEqual([
      [35, 35, 50, 120],
      [70, 100, 160, 250, 150, 160],
      [70, 160, 210, 110, 300, 170],
    ]);
  });
  it('packages 320, 250 (most popular), 400, 130, 150, 200, 200, 200, 250', () => {
    const packages = section('epilation-laser', 'hairRemovalPackages').flatMap((s) => s.packages);
    expect(packages.map((p) => p.price)).toEqual([320, 250, 400, 130, 150, 200, 200, 200, 250]);
    expect(packages.filter((p) => p.popular).map((p) => p.title)).toEqual(['Essentiel']);
  });
  it('drive times: Villefranche 5 min, Gleizé 3, Limas 8, Lyon Nord 25', () => {
    const towns = section('epilation-laser', 'towns').flatMap((s) => s.towns);
    expect(towns.map((t) => t.driveMinutes)).toEqual([5, 3, 8, 25]);
  });
});

describe('gift vouchers', () => {
  it('Découverte 50 € (75 €) 6 months; Éclat 150 € (200 €) 12 months popular; Premium 300 € (400 €) 12 months', () => {
    expect(
      catalog.vouchers.offers.map((o) => [
        o.title,
        o.price,
        o.originalPrice,
        o.validityMonths,
        o.popular,
      ]),
    ).toEqual([
      ['Bon Découverte', 50, 75, 6, false],
      ['Bon Éclat', 150, 200, 12, true],
      ['Bon Premium', 300, 400, 12, false],
    ]);
  });
  it('custom voucher: minimum 30 €, valid 12 months', () => {
    expect(catalog.vouchers.custom).toMatchObject({
      minimum: 30,
      validityMonths: 12,
      giftType: 'Personnalisé',
    });
  });
});

describe('home services (section 3)', () => {
  it('durations and sessions of the ten services', () => {
    const services = Object.fromEntries(
      catalog.home.services.items.map((s) => [s.id, [s.duration, s.sessions]]),
    );
    expect(services).toEqual({
      'epilation-laser': [
        { min: 20, max: 60 },
        { min: 6, max: 10 },
      ],
      hydrafacial: [45, 1],
      cryolipolyse: [60, 1],
      morpheus8: [
        { min: 20, max: 30 },
        { min: 3, max: 4 },
      ],
      detatouage: [
        { min: 30, max: 45 },
        { min: 6, max: 12 },
      ],
      'laser-co2': [
        { min: 30, max: 45 },
        { min: 1, max: 3 },
      ],
      'peeling-retinol': [30, { min: 3, max: 6 }],
      mesotherapie: [
        { min: 20, max: 30 },
        { min: 3, max: 5 },
      ],
      'led-miltaderm': [20, { min: 6, max: 10 }],
      coolpeel: [
        { min: 30, max: 45 },
        { min: 1, max: 3 },
      ],
    });
  });
});

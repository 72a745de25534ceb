import { fillTemplate, formatEuros, formatPrice } from '@clinique/catalog/format';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asShown,
  interfaceText,
  longWords,
  onSmallPhone,
  sessionsTable,
  standardTable,
} from '../../fixtures.ts';
import { PriceTable } from './PriceTable.tsx';

/**
 * Un tableau de prix : prestation, durée et prix au format français.
 */
const meta = {
  title: 'Components/Prices/PriceTable',
  component: PriceTable,
  args: { table: standardTable, labels: interfaceText },
  parameters: { width: 'column' },
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalog's rows: a zone without a note, a price range, a "from" price. */
const standardRows = standardTable.kind === 'standard' ? standardTable.rows : [];
const plainRow = standardRows.find((row) => !row.note);
const rangeRow = standardRows.find((row) => typeof row.price === 'object' && 'min' in row.price);
const fromRow = standardRows.find((row) => typeof row.price === 'object' && 'from' in row.price);
if (!plainRow || !rangeRow || !fromRow) throw new Error('fixtures missing');
const sessionRows = sessionsTable.kind === 'sessions' ? sessionsTable.rows : [];

/** The price panel's column on a phone. */
const narrowColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '17rem' }}>
    <Story />
  </div>
);

/**
 * Zone, prix et durée&nbsp;: prix simples, une fourchette, un prix «&nbsp;à partir de&nbsp;», une
 * durée manquante, une note.
 */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: standardTable.title });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: plainRow.zone })).toBeVisible();
    for (const { price } of [rangeRow, fromRow])
      await expect(
        canvas.getByText(asShown(formatPrice(price, interfaceText.fromPrefix))),
      ).toBeVisible();
  },
};

/** Morpheus 8&nbsp;: une séance, trois séances et le détail. */
export const Sessions: Story = {
  name: 'Séances',
  args: { table: sessionsTable },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('columnheader', { name: interfaceText.threeSessions }),
    ).toBeVisible();
    // Each zone's line under its prices: a third of the three sessions, and what they save.
    const zones = canvasElement.querySelectorAll('tbody');
    await expect(zones).toHaveLength(sessionRows.length);
    for (const [index, row] of sessionRows.entries()) {
      const zone = zones[index];
      if (!zone) throw new Error(`zone ${row.zone} missing`);
      const breakdown = fillTemplate(interfaceText.sessionBreakdown, {
        perSession: formatEuros(Math.round((row.threeSessions / 3) * 100) / 100),
        saving: formatEuros(row.oneSession * 3 - row.threeSessions),
      });
      await expect(within(zone).getByText(asShown(breakdown))).toBeVisible();
    }
  },
};

/**
 * Un tableau de soins nomme sa première colonne d’après son contenu («&nbsp;Soin&nbsp;», pas
 * «&nbsp;Zone&nbsp;»).
 */
export const TreatmentsTable: Story = {
  name: 'Tableau de soins',
  args: {
    table: {
      kind: 'standard',
      id: 'soins-visage-tarifs',
      title: 'Soins du visage',
      firstColumn: 'Soin',
      rows: [
        { zone: 'HydraFacial', price: { min: 180, max: 250 }, duration: 45 },
        { zone: 'Mésothérapie NCTF 135', price: { from: 180 }, duration: 30 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Soin' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: interfaceText.zone })).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'HydraFacial' })).toBeVisible();
  },
};

export const WithoutDurations: Story = {
  name: 'Sans durées',
  args: {
    table: {
      kind: 'standard',
      id: 'forfaits',
      title: 'Forfaits corps',
      rows: [
        { zone: 'Maillot + aisselles', price: 130 },
        { zone: 'Aisselles + demi-jambes', price: 200 },
      ],
    },
  },
};

export const SessionsOnPhone: Story = {
  name: 'Séances sur téléphone',
  args: { table: sessionsTable },
  globals: { viewport: { value: 'phone' } },
};

/**
 * Les soins du corps dans le panneau des tarifs d’un téléphone&nbsp;: prix «&nbsp;à partir
 * de&nbsp;», fourchettes et durées passent à la ligne entre les mots, et la colonne des durées
 * reste visible dans une colonne étroite.
 */
export const FromPricesInNarrowColumn: Story = {
  name: 'Prix « à partir de » en colonne étroite',
  args: {
    table: {
      kind: 'standard',
      id: 'soins-corps',
      title: 'Soins du corps',
      rows: [
        { zone: 'Cryolipolyse', price: { from: 300 }, duration: 60, note: 'Par zone' },
        {
          zone: 'Épilation laser corps',
          price: { min: 35, max: 150 },
          duration: { min: 10, max: 45 },
        },
        { zone: 'Traitement des varicosités', price: { from: 150 }, duration: 30 },
      ],
    },
  },
  decorators: [narrowColumn],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Soins du corps' });
    const frame = table.parentElement;
    if (!frame) throw new Error('frame missing');
    await expect(table.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvas.getByRole('columnheader', { name: interfaceText.duration })).toBeVisible();
    await expect(canvas.getByText('10 – 45 min')).toBeVisible();
  },
};

/**
 * Des intitulés de colonnes plus longs que ceux du catalogue, dans une colonne étroite&nbsp;: ils
 * passent à la ligne, et le tableau tient dans la largeur d’un téléphone sans défiler.
 */
export const LongHeadingsNarrow: Story = {
  name: 'Intitulés longs en colonne étroite',
  args: {
    table: sessionsTable,
    labels: {
      ...interfaceText,
      oneSession: 'Prix de la séance',
      threeSessions: 'Cure de 3 séances',
    },
  },
  decorators: [narrowColumn],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: sessionsTable.title });
    const frame = table.parentElement;
    if (!frame) throw new Error('frame missing');
    await expect(table.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(
      canvas.getByRole('columnheader', { name: args.labels.threeSessions }),
    ).toBeVisible();
  },
};

export const StandardOnSmallPhone: Story = {
  name: 'Standard, mots longs, à 320 px',
  args: {
    table: {
      ...standardTable,
      title: longWords,
      rows: [{ ...fromRow, zone: longWords, note: longWords }, ...standardRows],
    },
  },
  globals: onSmallPhone,
};

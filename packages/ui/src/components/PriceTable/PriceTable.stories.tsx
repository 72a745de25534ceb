import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceLabels, sessionsTable, standardTable } from '../../fixtures.ts';
import { PriceTable } from './PriceTable.tsx';

/**
 * Un tableau de prix : prestation, durée et prix au format français.
 */
const meta = {
  title: 'Components/Prices/PriceTable',
  component: PriceTable,
  args: { table: standardTable, labels: priceLabels },
  parameters: { width: 'column' },
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Zone, prix et durée&nbsp;: prix simples, une fourchette, un prix «&nbsp;à partir de&nbsp;», une
 * durée manquante, une note.
 */
export const Standard: Story = {
  name: 'Standard',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: standardTable.title });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Joues' })).toBeVisible();
    await expect(canvas.getByText(/300\s–\s500\s€/)).toBeVisible();
    await expect(canvas.getByText(/^À partir de \d+\s€$/)).toBeVisible();
  },
};

/** Morpheus 8&nbsp;: une séance, trois séances et le détail. */
export const Sessions: Story = {
  name: 'Séances',
  args: { table: sessionsTable },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: '3 séances' })).toBeVisible();
    await expect(canvas.getByText(/soit 300\s€ la séance · 90\s€ d’économie/)).toBeVisible();
    await expect(canvas.getByText(/soit 163,33\s€ la séance/)).toBeVisible();
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
    await expect(canvas.queryByRole('columnheader', { name: 'Zone' })).toBeNull();
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
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '17rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Soins du corps' });
    const frame = table.parentElement;
    if (!frame) throw new Error('frame missing');
    await expect(table.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvas.getByRole('columnheader', { name: 'Durée' })).toBeVisible();
    await expect(canvas.getByText('10 – 45 min')).toBeVisible();
  },
};

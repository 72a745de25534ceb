import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceLabels, priceSection, sessionsTable, standardTable } from '../../fixtures.ts';
import { PricePanel } from './PricePanel.tsx';

/**
 * Le panneau des tarifs d’un soin, dépliable, avec ses tableaux de prix.
 */
const meta = {
  title: 'Components/Prices/PricePanel',
  component: PricePanel,
  args: { section: priceSection, labels: priceLabels },
} satisfies Meta<typeof PricePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masqué au départ&nbsp;; le bouton indique «&nbsp;Voir les Tarifs&nbsp;». */
export const Closed: Story = {
  name: 'Fermé',
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    await expect(summary).toHaveAccessibleName('Voir les Tarifs');
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
  },
};

/**
 * Un clic ouvre le panneau et le libellé devient «&nbsp;Masquer les Tarifs&nbsp;»&nbsp;; un second
 * clic le ferme.
 */
export const OpensAndCloses: Story = {
  name: 'S’ouvre et se ferme',
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('summary missing');
    await step('open', async () => {
      await userEvent.click(summary);
      await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
      await expect(summary).toHaveAccessibleName('Masquer les Tarifs');
      await expect(canvas.getByRole('table', { name: sessionsTable.title })).toBeVisible();
    });
    await step('close', async () => {
      await userEvent.click(summary);
      await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
      await expect(summary).toHaveAccessibleName('Voir les Tarifs');
    });
  },
};

/**
 * On atteint le bouton avec Tab (Entrée et Espace ouvrent et ferment nativement un `<summary>`).
 */
export const KeyboardReachable: Story = {
  name: 'Accessible au clavier',
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvasElement.querySelector('summary')).toHaveFocus();
  },
};

export const OpenWithTwoTables: Story = {
  name: 'Ouvert, deux tableaux',
  args: {
    defaultOpen: true,
    section: {
      ...priceSection,
      title: 'Tarifs Laser CO2',
      tables: [standardTable, ...priceSection.tables],
    },
  },
};

export const OpenOnPhone: Story = {
  name: 'Ouvert sur téléphone',
  args: { defaultOpen: true, variant: 'outline' },
  globals: { viewport: { value: 'phone' } },
};

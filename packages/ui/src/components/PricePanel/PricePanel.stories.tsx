import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  interfaceText,
  onSmallPhone,
  priceSection,
  sessionsTable,
  standardTable,
} from '../../fixtures.ts';
import { PricePanel } from './PricePanel.tsx';

/** The sections a designer can pick in the controls, by name rather than as JSON. */
const sections = {
  'Un tableau (séances)': priceSection,
  'Deux tableaux (Laser CO2)': {
    ...priceSection,
    title: 'Tarifs Laser CO2',
    tables: [standardTable, ...priceSection.tables],
  },
};

/**
 * Le panneau des tarifs d’un soin, dépliable, avec ses tableaux de prix.
 */
const meta = {
  title: 'Components/Prices/PricePanel',
  component: PricePanel,
  args: { section: priceSection, labels: interfaceText },
  argTypes: {
    section: {
      description:
        'La section de tarifs du catalogue : libellés du bouton (« Voir les Tarifs » / « Masquer les Tarifs »), titre, introduction, tableaux de prix et notes.',
      options: Object.keys(sections),
      mapping: sections,
      control: { type: 'select' },
      table: { type: { summary: 'PriceSection (catalogue)' } },
    },
    labels: {
      description:
        'Les en-têtes des colonnes des tableaux (« Soin », « Tarif »…), repris du catalogue.',
      control: false,
      table: { type: { summary: 'PriceTableLabels (catalogue)' } },
    },
    variant: {
      description: 'L’aspect du bouton qui ouvre le panneau.',
      control: { type: 'inline-radio' },
      options: ['primary', 'secondary', 'outline'],
    },
    defaultOpen: {
      description: 'Ouvert au chargement ; la spécification le veut fermé sur les pages.',
    },
  },
} satisfies Meta<typeof PricePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's labels, from the catalog: closed, then open. */
const { showLabel } = priceSection;
const hideLabel = priceSection.hideLabel ?? showLabel;

/** Masqué au départ&nbsp;; le bouton indique «&nbsp;Voir les Tarifs&nbsp;». */
export const Closed: Story = {
  name: 'Fermé',
  play: async ({ canvas, canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    await expect(summary).toHaveAccessibleName(showLabel);
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
      await expect(summary).toHaveAccessibleName(hideLabel);
      await expect(canvas.getByRole('table', { name: sessionsTable.title })).toBeVisible();
    });
    await step('close', async () => {
      await userEvent.click(summary);
      await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open');
      await expect(summary).toHaveAccessibleName(showLabel);
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
  args: { defaultOpen: true, section: sections['Deux tableaux (Laser CO2)'] },
};

export const OpenOnPhone: Story = {
  name: 'Ouvert sur téléphone',
  args: { defaultOpen: true, variant: 'outline' },
  globals: { viewport: { value: 'phone' } },
};

export const OpenWithTwoTablesOnSmallPhone: Story = {
  ...OpenWithTwoTables,
  name: 'Ouvert, deux tableaux, à 320 px',
  globals: onSmallPhone,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asShown, facts, longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { FactsTable } from './FactsTable.tsx';

/**
 * Les informations pratiques en lignes libellé/valeur (une liste de définitions).
 */
const meta = {
  title: 'Components/Content/FactsTable',
  component: FactsTable,
  args: { facts },
  parameters: { width: 'column' },
} satisfies Meta<typeof FactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fact of the catalog given as text, shown as it is written. */
const written = facts.find((fact) => fact.value !== undefined && !fact.suffix);
const writtenLabel = written?.label ?? '';
const writtenValue = written?.value ?? '';
if (!writtenLabel || !writtenValue) throw new Error('fixtures missing');

export const PracticalInformation: Story = {
  name: 'Infos pratiques',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(asShown(writtenLabel)).tagName).toBe('DT');
    await expect(canvas.getByText(asShown(writtenValue)).tagName).toBe('DD');
  },
};
/** Les durées et les prix donnés en nombres sont formatés, puis suivis de leur suffixe. */
export const FormattedDurationAndPrice: Story = {
  name: 'Durée et prix formatés',
  args: {
    fromPrefix: 'À partir de',
    facts: [
      { label: 'Durée de la séance', duration: { min: 15, max: 30 }, suffix: 'selon la zone' },
      { label: 'Tarif', price: { from: 250 }, suffix: 'la zone' },
      { label: 'Séance de LED', price: 70 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15 – 30 min selon la zone').tagName).toBe('DD');
    await expect(canvas.getByText(/^À partir de 250\s€ la zone$/)).toBeVisible();
    await expect(canvas.getByText(/^70\s€$/)).toBeVisible();
  },
};
export const LongValuesOnPhone: Story = {
  name: 'Valeurs longues, sur téléphone',
  args: { facts: [{ label: longFrenchText, value: longFrenchText }, ...facts] },
  globals: { viewport: { value: 'phone' } },
};
export const Empty: Story = {
  name: 'Vide',
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { facts: [{ label: longWords, value: longWords }, ...facts] },
  globals: onSmallPhone,
};

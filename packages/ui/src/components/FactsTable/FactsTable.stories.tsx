import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { facts, longFrenchText } from '../../fixtures.ts';
import { FactsTable } from './FactsTable.tsx';

const meta = {
  title: 'Content/FactsTable',
  component: FactsTable,
  args: { facts },
  parameters: { width: 'column' },
} satisfies Meta<typeof FactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PracticalInformation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Durée de la séance').tagName).toBe('DT');
    await expect(canvas.getByText('70 min').tagName).toBe('DD');
  },
};
export const LongValuesOnPhone: Story = {
  args: { facts: [{ label: longFrenchText, value: longFrenchText }, ...facts] },
  globals: { viewport: { value: 'phone' } },
};
export const Empty: Story = {
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(nouvel onglet)' },
  render: (args) => (
    <p>
      Texte visible <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read by screen readers, invisible on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('(nouvel onglet)');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

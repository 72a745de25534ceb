import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * Un texte lu par les lecteurs d’écran mais invisible à l’écran.
 */
const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '(nouvel onglet)' },
  render: (args) => (
    <p>
      <a href="#">
        Texte visible <VisuallyHidden {...args} />
      </a>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Lu par les lecteurs d’écran (dans le nom accessible du lien, après son texte visible), invisible
 * à l’écran (une boîte de 1&nbsp;px au plus).
 */
export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Texte visible (nouvel onglet)' });
    const hidden = canvas.getByText('(nouvel onglet)');
    await expect(link).toContainElement(hidden);
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

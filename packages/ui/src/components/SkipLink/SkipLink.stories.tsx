import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout } from '../../fixtures.ts';
import { SkipLink } from './SkipLink.tsx';

/**
 * Le lien d’évitement vers le contenu, visible au clavier.
 */
const meta = {
  title: 'Components/Navigation/SkipLink',
  component: SkipLink,
  args: { label: layout.skipLinkLabel },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '6rem' }}>
        {Story()}
        <main id="contenu" tabIndex={-1}>
          <p>Contenu principal</p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appuyez sur Tab&nbsp;: le lien apparaît. */
export const Focused: Story = {
  name: 'Au clavier',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: layout.skipLinkLabel });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#contenu');
  },
};

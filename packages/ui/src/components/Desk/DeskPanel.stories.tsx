import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeskPanel } from './DeskPanel.tsx';
import { deskText } from './fixtures.ts';

const meta = {
  title: 'Components/Desk/DeskPanel',
  component: DeskPanel,
  args: {
    title: deskText.resend.title,
    children: <p>Le contenu du panneau, un formulaire en général.</p>,
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof DeskPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * La section est nommée par son titre&nbsp;: c’est donc un repère que les lecteurs d’écran listent.
 */
export const Named: Story = {
  name: 'Nommé',
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: args.title });
    await expect(region).toContainElement(canvas.getByText(/Le contenu du panneau/));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Ce qui a été fait, au-dessus du contenu. */
export const WithNotice: Story = {
  name: 'Avec un avis',
  args: { notice: 'Le bon a été renvoyé.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.notice ?? '');
  },
};

/** Ce qui a été refusé, lu aussitôt. */
export const WithError: Story = {
  name: 'Avec une erreur',
  args: { error: 'Ce bon est annulé, il ne peut plus être renvoyé.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error ?? '');
  },
};

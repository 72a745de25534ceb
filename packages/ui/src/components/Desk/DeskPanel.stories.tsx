import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
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

/** A phone's screen (320 px high) scrolled down to the form's button, far below the message. */
function RefusedBelow({ title, error }: { title: string; error: string }) {
  const [shown, setShown] = useState<string>();
  return (
    <div data-testid="screen" style={{ height: 320, overflow: 'auto' }}>
      <DeskPanel title={title} error={shown}>
        <div style={{ height: 600 }} />
        <button type="button" onClick={() => setShown(error)}>
          Vérifier
        </button>
      </DeskPanel>
    </div>
  );
}

/** Le refus s’affiche au-dessus du formulaire&nbsp;: il est ramené à l’écran. */
export const ErrorOffScreen: Story = {
  name: 'Erreur hors de l’écran',
  args: { error: 'Le solde de ce bon a changé entre-temps.' },
  render: (args) => <RefusedBelow title={args.title} error={args.error ?? ''} />,
  play: async ({ canvas, args }) => {
    const screen = canvas.getByTestId('screen');
    const button = canvas.getByRole('button', { name: 'Vérifier' });
    screen.scrollTop = screen.scrollHeight;
    await userEvent.click(button);
    const message = canvas.getByText(args.error ?? '');
    await waitFor(() => {
      const [seen, shown] = [screen.getBoundingClientRect(), message.getBoundingClientRect()];
      // Within a pixel: layout rounds.
      expect(shown.top).toBeGreaterThanOrEqual(seen.top - 1);
      expect(shown.bottom).toBeLessThanOrEqual(seen.bottom + 1);
    });
    await expect(button).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { asShown, interfaceText } from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { StaticToast } from './StaticToast.tsx';
import { showStaticToast } from './static-toast.ts';
import { TOAST_DURATION_MS } from './Toaster.tsx';

/**
 * Pour les pages sans React (le bouton de partage d’un article) : la notification attend dans un
 * modèle jusqu’à ce que le script de la page l’affiche avec `showStaticToast`.
 */
const meta = {
  title: 'Components/Feedback/StaticToast',
  component: StaticToast,
  args: { id: 'static-toast', notice: interfaceText.share.copied },
  render: (args) => (
    <div style={{ minHeight: '12rem', padding: '1rem' }}>
      <StaticToast {...args} />
      <Button variant="outline" onClick={() => showStaticToast(args.id, TOAST_DURATION_MS)}>
        Partager
      </Button>
    </div>
  ),
} satisfies Meta<typeof StaticToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  name: 'Statique',
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(asShown(interfaceText.share.copied.title));
    await expect(within(status).getByText(asShown(interfaceText.share.copied.title))).toBeVisible();
  },
};

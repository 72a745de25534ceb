import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, type Mock } from 'storybook/test';
import { ShareButton } from './ShareButton.tsx';

const url = 'https://clinique.example/blog/hydrafacial-soin-visage';

let share: Mock | undefined;
let writeText: Mock;

/** Replaces the browser's share sheet and clipboard for one story. */
function stubNavigator(
  shareImpl: (() => Promise<void>) | undefined,
  writeImpl: () => Promise<void>,
) {
  return () => {
    share = shareImpl ? fn(shareImpl) : undefined;
    writeText = fn(writeImpl);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

/**
 * Le bouton de partage d’un article : feuille de partage du téléphone, sinon copie du lien.
 */
const meta = {
  title: 'Components/Blog/ShareButton',
  component: ShareButton,
  args: { label: 'Partager', title: 'HydraFacial : le soin du visage', url, onCopied: fn() },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sans feuille de partage&nbsp;: le lien est copié et `onCopied` affiche «&nbsp;Lien
 * copié&nbsp;!&nbsp;».
 */
export const CopiesTheLink: Story = {
  name: 'Copie du lien',
  beforeEach: stubNavigator(undefined, async () => {}),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(writeText).toHaveBeenCalledWith(url);
  },
};

/** Avec une feuille de partage&nbsp;: elle reçoit le titre et l’adresse. */
export const UsesTheShareSheet: Story = {
  name: 'Feuille de partage',
  beforeEach: stubNavigator(
    async () => {},
    async () => {},
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: args.title, url }));
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Annuler la feuille de partage est sans effet&nbsp;: rien n’est journalisé, rien n’est copié. */
export const CancelIsIgnored: Story = {
  name: 'Annulation ignorée',
  beforeEach: stubNavigator(
    async () => {
      throw new DOMException('Share canceled', 'AbortError');
    },
    async () => {},
  ),
  play: async ({ canvas, userEvent, args }) => {
    const logged = spyOn(console, 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await expect(logged).not.toHaveBeenCalled();
    await expect(writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
    logged.mockRestore();
  },
};

/** Un échec du presse-papiers est seulement journalisé. */
export const FailureIsOnlyLogged: Story = {
  name: 'Échec journalisé',
  beforeEach: stubNavigator(undefined, async () => {
    throw new Error('Clipboard refusé');
  }),
  play: async ({ canvas, userEvent, args }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await expect(args.onCopied).not.toHaveBeenCalled();
    logged.mockRestore();
  },
};

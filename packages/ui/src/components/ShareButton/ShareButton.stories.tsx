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

/** No share sheet: the link is copied and `onCopied` shows "Lien copié !". */
export const CopiesTheLink: Story = {
  beforeEach: stubNavigator(undefined, async () => {}),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(writeText).toHaveBeenCalledWith(url);
  },
};

/** With a share sheet: it gets the title and the address. */
export const UsesTheShareSheet: Story = {
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

/** Cancelling the share sheet is ignored: nothing logged, nothing copied. */
export const CancelIsIgnored: Story = {
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

/** A clipboard failure is only logged. */
export const FailureIsOnlyLogged: Story = {
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DeskConfirmStep } from './DeskConfirmStep.tsx';

/**
 * L’étape entre un formulaire et une modification : elle remplace le formulaire et le focus la suit
 * pour qu’elle soit lue.
 */
const meta = {
  title: 'Components/Desk/DeskConfirmStep',
  component: DeskConfirmStep,
  args: {
    title: 'Vérifiez avant d’enregistrer',
    text: '40,50 € pour HydraFacial. Il restera 109,50 €.',
    detail: 'Première séance',
    confirm: 'Confirmer',
    back: 'Modifier',
    busyLabel: 'Enregistrement…',
    busy: false,
    onConfirm: fn(),
    onBack: fn(),
  },
  parameters: { width: 'column' },
} satisfies Meta<typeof DeskConfirmStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is about to happen, read back; the focus moves to its title so it is read first. */
export const ReadBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toHaveFocus();
    await expect(canvas.getByText(args.text)).toBeVisible();
    await expect(canvas.getByText(args.detail ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: args.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Without a note or reason, no empty line. */
export const WithoutDetail: Story = {
  args: { detail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('paragraph')).toHaveLength(1);
  },
};

/** While the change is sent: the confirm button is busy, going back is off. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: args.back })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: args.busyLabel })).toBeVisible();
  },
};

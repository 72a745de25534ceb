import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { interfaceText } from '../../fixtures.ts';
import { Countdown } from './Countdown.tsx';

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  args: { seconds: 5, template: interfaceText.successCountdown, onDone: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success page: 5 seconds, announced politely. */
export const FiveSeconds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Redirection vers l’accueil dans 5 s…',
    );
  },
};

/** Counts down to 0, then calls `onDone` once (fast steps for the test). */
export const CountsDownToDone: Story = {
  args: { seconds: 3, interval: 40 },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('status')).toHaveTextContent('dans 0 s');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

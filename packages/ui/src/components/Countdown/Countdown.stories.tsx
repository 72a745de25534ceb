import { fillPlural } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { asShown, countdownText, onSmallPhone } from '../../fixtures.ts';
import { Countdown } from './Countdown.tsx';

/**
 * Un compte à rebours annoncé poliment (« … dans 5 secondes… », « … dans 1 seconde… »), qui agit à
 * zéro.
 */
const meta = {
  title: 'Components/Feedback/Countdown',
  component: Countdown,
  args: { seconds: 5, template: countdownText, onDone: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalog's sentence with `seconds` left, as the page shows it. */
const left = (seconds: number) => asShown(fillPlural(countdownText, seconds, 'seconds'));

/** Page de succès&nbsp;: 5 secondes, annoncées poliment. */
export const FiveSeconds: Story = {
  name: 'Cinq secondes',
  // Held at 5 s, so its picture never depends on how long the preview took to load.
  args: { every: () => () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(left(5));
  },
};

/** A clock the story advances itself, one second per `tick()`. */
function manualClock() {
  const steps = new Set<() => void>();
  return {
    every: (step: () => void) => {
      steps.add(step);
      return () => void steps.delete(step);
    },
    tick: () => [...steps].forEach((step) => step()),
    running: () => steps.size,
  };
}
const clock = manualClock();

/** Décompte d’une seconde par tic jusqu’à 0, puis appelle `onDone` une seule fois et s’arrête. */
export const CountsDownToDone: Story = {
  name: 'Décompte jusqu’à zéro',
  args: { seconds: 3, every: clock.every },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(left(3));
    clock.tick();
    await waitFor(() => expect(status).toHaveTextContent(left(2)));
    clock.tick();
    await waitFor(() => expect(status).toHaveTextContent(left(1)));
    await expect(args.onDone).not.toHaveBeenCalled();
    clock.tick();
    await waitFor(() => expect(status).toHaveTextContent(left(0)));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(clock.running()).toBe(0);
    clock.tick();
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const OnSmallPhone: Story = { ...FiveSeconds, name: 'À 320 px', globals: onSmallPhone };

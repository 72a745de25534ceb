import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { Fold } from './Fold.tsx';

/**
 * Du contenu secondaire replié sur téléphone (`details`/`summary`, sans JavaScript) ; dès la tablette,
 * le résumé disparaît et le contenu s’affiche.
 */
const meta = {
  title: 'Components/Content/Fold',
  component: Fold,
  args: { summary: 'Voir le détail', children: <p>{longFrenchText}</p> },
} satisfies Meta<typeof Fold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sur téléphone, le contenu est replié ; le résumé l’ouvre et le referme. */
export const OnPhone: Story = {
  name: 'Sur téléphone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('Voir le détail');
    const content = canvas.getByText(longFrenchText);
    await expect(summary).toBeVisible();
    await expect(content).not.toBeVisible();
    await userEvent.click(summary);
    await expect(content).toBeVisible();
    await userEvent.click(summary);
    await expect(content).not.toBeVisible();
  },
};

/** Sur grand écran, pas de résumé : le contenu se lit directement. */
export const OnDesktop: Story = {
  name: 'Sur grand écran',
  play: async ({ canvas }) => {
    // jest-dom counts anything in a closed `details` as hidden; the browser's own check sees the CSS.
    await expect(canvas.getByText(longFrenchText).checkVisibility()).toBe(true);
    await expect(canvas.getByText('Voir le détail')).not.toBeVisible();
  },
};

/** Un résumé long, ouvert, sur petit téléphone. */
export const LongSummaryOnSmallPhone: Story = {
  name: 'Résumé long, à 320 px',
  args: { summary: longWords },
  globals: onSmallPhone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(longWords));
    await expect(canvas.getByText(longFrenchText)).toBeVisible();
  },
};

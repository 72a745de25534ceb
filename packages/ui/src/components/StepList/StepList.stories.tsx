import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longFrenchText, steps } from '../../fixtures.ts';
import { StepList } from './StepList.tsx';

/**
 * Les étapes d’une séance, numérotées, avec leur durée.
 */
const meta = {
  title: 'Components/Treatments/StepList',
  component: StepList,
  args: { steps, durationLabel: 'Durée', stepLabel: 'Étape' },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: 'Liste',
  play: async ({ canvas }) => {
    const items = canvas
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    await expect(items).toHaveLength(steps.length);
    await expect(
      canvas.getByRole('heading', { name: `Étape 2 : ${steps[1]?.title}` }),
    ).toBeVisible();
  },
};

/** Width of each step's text: never squeezed (at least 20 rem of a 1280 px page). */
function stepWidths(canvasElement: HTMLElement): number[] {
  return [...canvasElement.querySelectorAll('ol > li')].map(
    (item) => item.getBoundingClientRect().width,
  );
}

/** Trois étapes côte à côte sur un grand écran. */
export const Grid: Story = {
  name: 'Grille',
  args: { layout: 'grid' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const widths = stepWidths(canvasElement);
    await expect(widths).toHaveLength(steps.length);
    for (const width of widths) await expect(width).toBeGreaterThan(320);
  },
};

/** Quatre étapes (Morpheus 8)&nbsp;: deux rangées de deux, pas quatre colonnes étroites. */
export const GridOfFour: Story = {
  name: 'Grille de quatre',
  args: {
    layout: 'grid',
    steps: [
      ...steps,
      {
        step: 4,
        title: 'Après la séance et suivi',
        description:
          'Un soin apaisant est appliqué. La séance suivante est programmée 4 à 6 semaines plus tard.',
        details: ['Soin apaisant', 'Séance suivante après 4 à 6 semaines'],
      },
    ],
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const widths = stepWidths(canvasElement);
    await expect(widths).toHaveLength(4);
    for (const width of widths) await expect(width).toBeGreaterThan(480);
  },
};

/** Étapes de préparation&nbsp;: titre et description seulement, numérotées par leur position. */
export const Preparation: Story = {
  name: 'Préparation',
  args: {
    steps: [
      {
        title: 'Pas de soleil',
        description: 'Évitez toute exposition 4 semaines avant la séance.',
      },
      { title: 'Rasage', description: 'Rasez la zone la veille, sans épiler à la cire.' },
    ],
  },
};

export const LongFrenchTextOnPhone: Story = {
  name: 'Texte long sur téléphone',
  args: {
    steps: [{ title: longFrenchText, description: longFrenchText, duration: '10 – 45 min' }],
  },
  globals: { viewport: { value: 'phone' } },
};

export const Empty: Story = {
  name: 'Vide',
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { interfaceText, longFrenchText, longWords, onSmallPhone, steps } from '../../fixtures.ts';
import { StepList, type StepListItem } from './StepList.tsx';

/**
 * Les étapes d’une séance, numérotées, avec leur durée.
 */
const meta = {
  title: 'Components/Treatments/StepList',
  component: StepList,
  args: { steps, durationLabel: interfaceText.duration, stepLabel: interfaceText.step },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalog's last step, named as a screen reader hears it (its number, then its title). */
const lastStep = steps.at(-1);
if (!lastStep) throw new Error('fixtures missing');

export const List: Story = {
  name: 'Liste',
  play: async ({ canvas, args }) => {
    const items = canvas
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    await expect(items).toHaveLength(steps.length);
    const number = lastStep.step ?? steps.length;
    await expect(
      canvas.getByRole('heading', { name: `${args.stepLabel} ${number} : ${lastStep.title}` }),
    ).toBeVisible();
  },
};

/** Width of each step's text: never squeezed (at least 20 rem of a 1280 px page). */
function stepWidths(canvasElement: HTMLElement): number[] {
  return [...canvasElement.querySelectorAll('ol > li')].map(
    (item) => item.getBoundingClientRect().width,
  );
}

/** Les étapes du catalogue sur un grand écran, jamais serrées. */
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

/** The story's own step, added after the catalog's. */
const followUp: StepListItem = {
  title: 'Après la séance et suivi',
  description:
    'Un soin apaisant est appliqué. La séance suivante est programmée 4 à 6 semaines plus tard.',
  details: ['Soin apaisant', 'Séance suivante après 4 à 6 semaines'],
};

/**
 * Exactly four steps, whatever the catalog's count: its first ones, then the story's own step as
 * often as needed, numbered 1 to 4.
 */
const fourSteps: StepListItem[] = [0, 1, 2, 3].map((index) => ({
  ...(steps[index] ?? followUp),
  step: index + 1,
}));

/** Quatre étapes (Morpheus 8)&nbsp;: deux rangées de deux, pas quatre colonnes étroites. */
export const GridOfFour: Story = {
  name: 'Grille de quatre',
  args: { layout: 'grid', steps: fourSteps },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const widths = stepWidths(canvasElement);
    await expect(widths).toHaveLength(fourSteps.length);
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

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    layout: 'grid',
    steps: [
      { title: longWords, description: longFrenchText, duration: longWords, details: [longWords] },
    ],
  },
  globals: onSmallPhone,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asShown, faqItems, longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { FAQ } from './FAQ.tsx';

/**
 * Les questions fréquentes, chacune dépliable sans JavaScript (`details`/`summary`).
 */
const meta = {
  title: 'Components/Content/FAQ',
  component: FAQ,
  args: { items: faqItems },
  parameters: { width: 'column' },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toutes les questions des données d’exemple, toutes fermées. */
export const Closed: Story = {
  name: 'Toutes fermées',
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('details');
    await expect(faqItems.length).toBeGreaterThan(0);
    await expect(items).toHaveLength(faqItems.length);
    for (const details of items) {
      await expect(details).not.toHaveAttribute('open');
    }
  },
};

/**
 * Three questions whatever the catalog's count: its first ones, then questions of the story's own.
 */
const threeQuestions = [0, 1, 2].map(
  (index) =>
    faqItems[index] ?? {
      question: `Question d’exemple n° ${index + 1} ?`,
      answer: `Réponse d’exemple n° ${index + 1}.`,
    },
);
const [, secondQuestion] = threeQuestions;

/** Ouvrir une deuxième question laisse la première ouverte. */
export const SeveralOpenAtOnce: Story = {
  name: 'Plusieurs ouvertes',
  args: { items: threeQuestions },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [first, second] = canvasElement.querySelectorAll('summary');
    if (!first || !second || !secondQuestion) throw new Error('questions missing');
    await userEvent.click(first);
    await userEvent.click(second);
    const [firstItem, secondItem, thirdItem] = canvasElement.querySelectorAll('details');
    await expect(firstItem).toHaveAttribute('open');
    await expect(secondItem).toHaveAttribute('open');
    await expect(thirdItem).not.toHaveAttribute('open');
    await expect(canvas.getByText(asShown(secondQuestion.answer))).toBeVisible();
    await userEvent.click(first);
    await expect(firstItem).not.toHaveAttribute('open');
    await expect(secondItem).toHaveAttribute('open');
  },
};

export const FirstOpen: Story = { name: 'Première ouverte', args: { openItems: [0] } };

export const LongQuestionOnPhone: Story = {
  name: 'Question longue, sur téléphone',
  args: { items: [{ question: `${longFrenchText} ?`, answer: longFrenchText }], openItems: [0] },
  globals: { viewport: { value: 'phone' } },
};

export const Empty: Story = {
  name: 'Vide',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { items: [{ question: `${longWords} ?`, answer: longWords }], openItems: [0] },
  globals: onSmallPhone,
};

/** Une seule question. */
export const One: Story = { name: 'Une question', args: { items: threeQuestions.slice(0, 1) } };

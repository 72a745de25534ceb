import { fillTemplate } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  asShown,
  interfaceText,
  longFrenchText,
  longName,
  longWords,
  onSmallPhone,
  testimonials,
} from '../../fixtures.ts';
import { Testimonials } from './Testimonials.tsx';

/**
 * Les avis de patients : étoiles (avec leur équivalent en texte), citation, nom et soin.
 */
const meta = {
  title: 'Components/Content/Testimonials',
  component: Testimonials,
  args: { items: testimonials, ratingLabel: interfaceText.rating },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  name: 'Trois avis',
  play: async ({ canvas, args }) => {
    // Each rating of the catalog's reviews, in words, once per review.
    for (const rating of new Set(testimonials.map((item) => item.rating)))
      await expect(
        canvas.getAllByText(asShown(fillTemplate(args.ratingLabel, { rating }))),
      ).toHaveLength(testimonials.filter((item) => item.rating === rating).length);
  },
};
export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };
export const LongText: Story = {
  name: 'Texte long',
  args: {
    items: [
      {
        name: 'Claire M.',
        treatment: longFrenchText,
        text: `${longFrenchText}. `.repeat(4),
        rating: 5,
      },
    ],
  },
};
export const Empty: Story = {
  name: 'Vide',
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongOnSmallPhone: Story = {
  name: 'Nom et mots longs, à 320 px',
  args: {
    items: [
      { name: longName, treatment: longWords, text: `${longWords}. ${longFrenchText}.`, rating: 5 },
    ],
  },
  globals: onSmallPhone,
};

export const One: Story = { name: 'Un avis', args: { items: testimonials.slice(0, 1) } };

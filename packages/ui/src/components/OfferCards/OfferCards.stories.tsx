import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  bookingUrl,
  interfaceText,
  layout,
  longWords,
  offers,
  onSmallPhone,
} from '../../fixtures.ts';
import { OfferCards } from './OfferCards.tsx';

/**
 * Les formules d’un soin côte à côte, la plus choisie mise en avant.
 */
const meta = {
  title: 'Components/Prices/OfferCards',
  component: OfferCards,
  args: {
    offers,
    labels: { fromPrefix: interfaceText.fromPrefix, popular: interfaceText.popular },
    action: { label: layout.bookingLabel, href: bookingUrl },
  },
} satisfies Meta<typeof OfferCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Les formules HydraFacial, chacune avec un bouton de rendez-vous (nouvel onglet). */
export const Bookable: Story = {
  name: 'Avec rendez-vous',
  play: async ({ canvas }) => {
    for (const offer of offers)
      await expect(
        canvas.getByRole('link', { name: `${layout.bookingLabel} ${offer.name} (nouvel onglet)` }),
      ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(interfaceText.popular)).toBeVisible();
  },
};

export const WithoutAction: Story = { name: 'Sans bouton', args: { action: undefined } };

export const OnPhone: Story = { name: 'Sur téléphone', globals: { viewport: { value: 'phone' } } };

export const Empty: Story = {
  name: 'Vide',
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

/** La formule mise en avant seule, nom et inclus longs, sur petit téléphone. */
export const OneOnSmallPhone: Story = {
  name: 'Une formule, à 320 px',
  args: {
    offers: offers.slice(0, 1).map((offer) => ({
      ...offer,
      name: longWords,
      popular: true,
      included: [longWords],
    })),
  },
  globals: onSmallPhone,
};

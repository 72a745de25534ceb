import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  bookingUrl,
  layout,
  longFrenchText,
  longWords,
  onSmallPhone,
  phone,
} from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { CallToAction } from './CallToAction.tsx';

/**
 * Le bandeau d’appel à l’action qui clôt une page : un titre, une phrase et un ou deux boutons.
 */
const meta = {
  title: 'Components/Layout/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Prêt à prendre soin de votre peau ?',
    text: 'Réservez une consultation médicale : le médecin évalue votre peau et vous propose un protocole adapté.',
    actions: (
      <>
        <Button href={bookingUrl} size="lg">
          {layout.bookingLabel}
        </Button>
        <Button href="/soins-visage" variant="outline" size="lg">
          Découvrir les soins du visage
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = { name: 'Accent' };
export const Muted: Story = { name: 'Fond atténué', args: { tone: 'muted' } };
export const WithPhone: Story = {
  name: 'Avec téléphone',
  args: {
    actions: (
      <>
        <Button href={bookingUrl}>{layout.bookingLabel}</Button>
        <Button href={`tel:${phone.e164}`} variant="outline" icon="phone">
          {phone.display}
        </Button>
      </>
    ),
  },
};
export const LongFrenchTextOnPhone: Story = {
  name: 'Texte long, sur téléphone',
  args: { title: longFrenchText, text: longFrenchText },
  globals: { viewport: { value: 'phone' } },
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { title: longWords, text: longFrenchText },
  globals: onSmallPhone,
};

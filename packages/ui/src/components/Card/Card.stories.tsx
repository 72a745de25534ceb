import type { Meta, StoryObj } from '@storybook/react-vite';
import { longFrenchText, longWords, onSmallPhone } from '../../fixtures.ts';
import { Section } from '../Section/Section.tsx';
import { Card } from './Card.tsx';

const content = (
  <>
    <h3>Consultation médicale</h3>
    <p>Examen de la peau, recherche des contre-indications et devis personnalisé.</p>
  </>
);

/**
 * Une surface arrondie qui porte un contenu ; ses fonds restent clairs même dans une section teal,
 * pour garder le contraste du texte.
 */
const meta = {
  title: 'Components/Layout/Card',
  component: Card,
  args: { children: content },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = { name: 'Surface', parameters: { width: 'card' } };
export const Muted: Story = {
  name: 'Fond atténué',
  args: { tone: 'muted' },
  parameters: { width: 'card' },
};
export const Accent: Story = {
  name: 'Accent',
  args: { tone: 'accent' },
  parameters: { width: 'card' },
};
export const Highlighted: Story = {
  name: 'Mise en avant',
  args: { highlighted: true },
  parameters: { width: 'card' },
};
export const LargePadding: Story = {
  name: 'Grande marge intérieure',
  args: { padding: 'lg' },
  parameters: { width: 'card' },
};
export const LongFrenchText: Story = {
  name: 'Texte long',
  args: {
    children: (
      <>
        <h3>{longFrenchText}</h3>
        <p>{longFrenchText}</p>
      </>
    ),
  },
  globals: { viewport: { value: 'phone' } },
};

/** Une carte blanche dans une section bleu canard garde son texte sombre. */
export const InsideAccentSection: Story = {
  name: 'Dans une section accent',
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Section tone="accent" title="Pourquoi nous choisir">
      <div style={{ maxWidth: '26rem' }}>
        <Card {...args} />
      </div>
    </Section>
  ),
};

export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    highlighted: true,
    children: (
      <>
        <h3>{longWords}</h3>
        <p>{longWords}</p>
      </>
    ),
  },
  globals: onSmallPhone,
};

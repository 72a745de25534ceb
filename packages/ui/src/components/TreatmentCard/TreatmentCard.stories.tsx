import { formatPrice } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  asShown,
  containing,
  interfaceText,
  longFrenchText,
  longWords,
  onSmallPhone,
  phone,
  treatmentCards,
} from '../../fixtures.ts';
import { telHref } from '../../utils/phone.ts';
import { Grid } from '../Grid/Grid.tsx';
import { TreatmentCard } from './TreatmentCard.tsx';

/** A card with a page, a card with zones, a card without a page. */
const [linked, zoned, unlinked] = treatmentCards;

const labels = {
  fromPrefix: interfaceText.fromPrefix,
  price: interfaceText.price,
  duration: interfaceText.duration,
  zones: interfaceText.zones,
};

/**
 * La carte d’un soin et son lien ; sans page dédiée, elle appelle la clinique.
 */
const meta = {
  title: 'Components/Treatments/TreatmentCard',
  component: TreatmentCard,
  args: { treatment: linked, labels },
} satisfies Meta<typeof TreatmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facial: Story = {
  name: 'Visage',
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(containing(formatPrice(linked.price, labels.fromPrefix))),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${linked.linkLabel} ${linked.title}` }),
    ).toHaveAttribute('href', linked.href ?? '');
  },
};

/** Carte corps&nbsp;: prix par zone, zones, quatre premiers bienfaits. */
export const BodyWithZones: Story = {
  name: 'Corps avec zones',
  args: { treatment: zoned, benefitsLimit: 4 },
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    for (const zone of zoned.zones) await expect(canvas.getByText(asShown(zone))).toBeVisible();
    // The benefits after the fourth are left out.
    for (const benefit of zoned.benefits.slice(4))
      await expect(canvas.queryByText(asShown(benefit))).toBeNull();
  },
};

/** Sans destination dans le catalogue&nbsp;: un bouton sans action. */
export const WithoutTarget: Story = {
  name: 'Sans destination',
  args: { treatment: unlinked },
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: containing(unlinked.linkLabel) }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * Pas de page, mais le numéro de la clinique&nbsp;: le bouton appelle («&nbsp;Nous consulter&nbsp;»
 * sur /soins-corps).
 */
export const WithoutTargetCalls: Story = {
  name: 'Sans page, appel de la clinique',
  args: {
    treatment: { ...unlinked, linkLabel: 'Nous consulter' },
    contactHref: telHref(phone),
  },
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Nous consulter/ })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  name: 'Texte long',
  args: { treatment: { ...linked, title: longFrenchText, subtitle: longFrenchText } },
  globals: { viewport: { value: 'phone' } },
};

export const Grid3: Story = {
  name: 'Grille de trois',
  render: (args) => (
    <Grid as="ul" columns={3}>
      {treatmentCards.map((treatment) => (
        <TreatmentCard
          key={treatment.id}
          {...args}
          as="li"
          treatment={treatment}
          benefitsLimit={4}
        />
      ))}
    </Grid>
  ),
};

/** Prix «&nbsp;à partir de&nbsp;» avec son unité, zones et mots longs, sur petit téléphone. */
export const LongOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    treatment: {
      ...zoned,
      title: longWords,
      priceUnit: zoned.priceUnit ?? 'par zone traitée',
      zones: [...zoned.zones, ...longWords.split(' ')],
    },
  },
  globals: onSmallPhone,
};

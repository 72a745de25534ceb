import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  asShown,
  bodyPackages,
  hairRemovalPackages,
  interfaceText,
  longWords,
  onSmallPhone,
} from '../../fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { PackageCard } from './PackageCard.tsx';

const [firstPackage, secondPackage] = hairRemovalPackages;
const [bodyPackage] = bodyPackages;
if (!bodyPackage) throw new Error('fixtures missing');

/**
 * Which package is popular, and whether its zones add up to a price, are the catalog's to change:
 * the stories set them (the catalog's separate price when it has one).
 */
const popularPackage = {
  ...firstPackage,
  popular: true,
  separatePrice: firstPackage.separatePrice ?? firstPackage.price * 2,
};
const plainPackage = { ...secondPackage, popular: false };

const hairLabels = {
  popular: interfaceText.popular,
  packageSeparatePrice: 'au lieu de {amount} à l’unité',
};

/**
 * La carte d’un forfait : épilation laser (avec « Populaire »), corps ou sur mesure.
 */
const meta = {
  title: 'Components/Prices/PackageCard',
  component: PackageCard,
  parameters: { width: 'card' },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof PackageCard>;

/** Forfait d’épilation laser marqué «&nbsp;Populaire&nbsp;» et mis en avant. */
export const HairRemovalPopular: Story = {
  name: 'Épilation laser, populaire',
  args: { kind: 'hairRemoval', item: popularPackage, labels: hairLabels },
  decorators: [(Story) => <div style={{ paddingTop: '1rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(hairLabels.popular)).toBeVisible();
    const separately = formatEuros(popularPackage.separatePrice);
    await expect(
      canvas.getByText(
        asShown(fillTemplate(hairLabels.packageSeparatePrice, { amount: separately })),
      ),
    ).toBeVisible();
  },
};

export const HairRemoval: Story = {
  name: 'Épilation laser',
  args: { kind: 'hairRemoval', item: plainPackage, labels: hairLabels },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(hairLabels.popular)).toBeNull();
  },
};

/** Forfait corps avec son économie et un bouton «&nbsp;Choisir ce Forfait&nbsp;» sans action. */
export const Body: Story = {
  name: 'Corps',
  args: {
    kind: 'body',
    item: bodyPackage,
    labels: { fromPrefix: interfaceText.fromPrefix, packageSaving: 'Économisez {amount}' },
    action: (
      <Button variant="outline" fullWidth>
        Choisir ce Forfait
      </Button>
    ),
  },
};

export const Custom: Story = {
  name: 'Sur mesure',
  args: {
    kind: 'custom',
    item: {
      title: 'Forfait sur mesure',
      description:
        'Plusieurs zones ? Le médecin compose avec vous un forfait adapté lors de la consultation.',
      link: { label: 'Nous contacter', href: '/contact' },
    },
  },
};

export const HairRemovalGridOnPhone: Story = {
  name: 'Grille d’épilation sur téléphone',
  parameters: { width: 'none' },
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <Grid as="ul" columns={3} gap="lg">
      {hairRemovalPackages.map((item) => (
        <PackageCard key={item.id} as="li" kind="hairRemoval" item={item} labels={hairLabels} />
      ))}
    </Grid>
  ),
};

export const HairRemovalLongOnSmallPhone: Story = {
  name: 'Épilation laser, mots longs, à 320 px',
  args: {
    kind: 'hairRemoval',
    item: { ...popularPackage, title: longWords, zones: [longWords] },
    labels: hairLabels,
  },
  decorators: [(Story) => <div style={{ paddingTop: '1rem' }}>{Story()}</div>],
  globals: onSmallPhone,
};

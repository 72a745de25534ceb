import { formatDuration, formatSessions } from '@clinique/catalog/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  asShown,
  interfaceText,
  longFrenchText,
  longWords,
  onSmallPhone,
  services,
} from '../../fixtures.ts';
import { Grid } from '../Grid/Grid.tsx';
import { ServiceCard } from './ServiceCard.tsx';

const [epilation, hydrafacial] = services;
if (!epilation || !hydrafacial) throw new Error('fixtures missing');

/**
 * La carte d’un soin dans une liste : titre, description, prix d’appel et lien.
 */
const meta = {
  title: 'Components/Treatments/ServiceCard',
  component: ServiceCard,
  args: {
    service: epilation,
    href: '/epilation-laser',
    linkLabel: interfaceText.learnMore,
    labels: { duration: interfaceText.duration, sessions: interfaceText.sessions },
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RangeOfSessions: Story = {
  name: 'Fourchette de séances',
  parameters: { width: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(asShown(formatDuration(epilation.duration)))).toBeVisible();
    await expect(canvas.getByText(asShown(formatSessions(epilation.sessions)))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${interfaceText.learnMore} ${epilation.title}` }),
    ).toHaveAttribute('href', '/epilation-laser');
  },
};

export const SingleSession: Story = {
  name: 'Séance unique',
  args: { service: hydrafacial, href: '/hydrafacial' },
  parameters: { width: 'card' },
};

export const LongFrenchText: Story = {
  name: 'Texte long',
  args: {
    service: {
      ...epilation,
      title: longFrenchText,
      description: `${longFrenchText}. ${longFrenchText}.`,
    },
  },
  globals: { viewport: { value: 'phone' } },
};

/** La grille de l’accueil&nbsp;: deux colonnes à partir de 768&nbsp;px. */
export const TwoColumnGrid: Story = {
  name: 'Grille de deux colonnes',
  render: (args) => (
    <Grid as="ul" columns={2}>
      {services.map((service) => (
        <ServiceCard key={service.id} {...args} as="li" service={service} href={`/${service.id}`} />
      ))}
    </Grid>
  ),
};

/** Mots longs, et les atouts repliés derrière «&nbsp;Voir le détail&nbsp;» sur petit téléphone. */
export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: {
    service: { ...epilation, subtitle: longWords, title: longWords, features: [longWords] },
    labels: { ...meta.args.labels, showDetails: interfaceText.showDetails },
  },
  globals: onSmallPhone,
};

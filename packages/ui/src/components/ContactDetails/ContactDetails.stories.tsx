import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { address, onSmallPhone, openingHours, phone } from '../../fixtures.ts';
import { Card } from '../Card/Card.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/**
 * Les coordonnées de la clinique : adresse, téléphone cliquable, e-mail et horaires.
 */
const meta = {
  title: 'Components/Content/ContactDetails',
  component: ContactDetails,
  args: {
    address: [address.street, `${address.postalCode} ${address.city}`],
    phone,
    hours: openingHours,
    closedDays: 'Dimanche : fermé',
    email: 'contact@clinique-laser.example',
    labels: {
      address: 'Adresse',
      phone: 'Secrétariat médical',
      hours: 'Horaires',
      email: 'E-mail',
    },
  },
  parameters: { width: 'card' },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InACard: Story = {
  name: 'Dans une carte',
  render: (args) => (
    <Card>
      <ContactDetails {...args} />
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: phone.display })).toHaveAttribute(
      'href',
      `tel:${phone.e164}`,
    );
  },
};

/** Dans une carte d’un petit téléphone, avec une adresse e-mail longue. */
export const OnSmallPhone: Story = {
  ...InACard,
  name: 'À 320 px',
  args: { email: 'secretariat.medical@centre-de-medecine-laser-du-beaujolais.example' },
  globals: onSmallPhone,
};

/** Sans e-mail ni jour de fermeture&nbsp;: trois lignes. */
export const WithoutEmail: Story = {
  ...InACard,
  name: 'Sans e-mail',
  args: { email: undefined, closedDays: undefined },
};

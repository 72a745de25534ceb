import type { Meta, StoryObj } from '@storybook/react-vite';
import { clinicName, clinicTagline, longName, onSmallPhone } from '../../fixtures.ts';
import { Section } from '../Section/Section.tsx';
import { Brand, Logo } from './Brand.tsx';

/**
 * Le nom et le logo de la clinique, avec ou sans accroche, sur fond clair ou sur l’encre du pied de
 * page.
 */
const meta = {
  title: 'Components/Navigation/Brand',
  component: Brand,
  args: { name: clinicName, tagline: clinicTagline, href: '/' },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Par défaut' };
export const NameOnly: Story = { name: 'Nom seul', args: { tagline: undefined, size: 'sm' } };
export const Large: Story = { name: 'Grand', args: { size: 'lg', href: undefined } };
export const OnInk: Story = {
  name: 'Sur fond encre',
  decorators: [(Story) => <Section tone="ink">{Story()}</Section>],
  parameters: { layout: 'fullscreen' },
};
export const LogoAlone: Story = { name: 'Logo seul', render: () => <Logo /> };

export const LongNameOnSmallPhone: Story = {
  name: 'Nom long, à 320 px',
  args: { name: longName },
  globals: onSmallPhone,
};

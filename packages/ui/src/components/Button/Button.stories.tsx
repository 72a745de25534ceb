import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, type ButtonAsButtonProps } from './Button.tsx';
import { longWords, onSmallPhone } from '../../fixtures.ts';

/**
 * Le bouton du site, en bouton ou en lien : principal, secondaire, contour ou discret, en trois
 * tailles, occupé ou désactivé.
 */
const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  args: { children: 'Prendre Rendez-vous', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: 'Principal',
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Prendre Rendez-vous' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  name: 'Secondaire',
  args: { variant: 'secondary', children: 'Nous contacter' },
};

export const Outline: Story = {
  name: 'Contour',
  args: { variant: 'outline', children: 'Découvrir nos soins' },
};

export const Ghost: Story = {
  name: 'Discret',
  args: { variant: 'ghost', children: 'Voir les avis patients' },
};

export const Sizes: Story = {
  name: 'Tailles',
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};

export const InternalLink: Story = {
  name: 'Lien interne',
  args: { href: '/contact', children: 'Nous contacter', variant: 'outline' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Nous contacter' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const AnchorLink: Story = {
  name: 'Lien vers une ancre',
  args: {
    href: '#services',
    children: 'Découvrir nos soins',
    variant: 'secondary',
    icon: 'arrow-right',
    iconPosition: 'end',
  },
};

/**
 * Lien de réservation externe&nbsp;: nouvel onglet, `rel="noopener noreferrer"`, «&nbsp;(nouvel
 * onglet)&nbsp;» pour les lecteurs d’écran.
 */
export const ExternalLink: Story = {
  name: 'Lien externe',
  args: { href: 'https://rendez-vous.example/dr-camille-exemple', children: 'Prendre Rendez-vous' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Prendre Rendez-vous (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const TelephoneLink: Story = {
  name: 'Lien téléphone',
  args: { href: 'tel:+33465710000', children: '04 65 71 00 00', icon: 'phone', variant: 'outline' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '04 65 71 00 00' });
    await expect(link).toHaveAttribute('href', 'tel:+33465710000');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Pendant une requête&nbsp;: désactivé, le libellé indique «&nbsp;Traitement...&nbsp;». */
export const Busy: Story = {
  name: 'Occupé',
  args: { busy: true, busyLabel: 'Traitement...', children: 'Commander ce Bon' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Traitement...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy for a moment after each click, as while a request runs. */
function BusyAWhile(props: ButtonAsButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      busy={busy}
      busyLabel="Traitement..."
      onClick={() => {
        setBusy(true);
        setTimeout(() => setBusy(false), 50);
      }}
    />
  );
}

/**
 * Désactivé le temps de la requête, le bouton perd le focus&nbsp;: il le reprend ensuite, pour que
 * le clavier et le lecteur d’écran restent où ils étaient.
 */
export const FocusBackAfterBusy: Story = {
  name: 'Occupé puis libre : le focus revient',
  args: { children: 'Enregistrer' },
  render: ({ children }) => <BusyAWhile>{children}</BusyAWhile>,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true, children: 'Commander ce Bon Personnalisé' },
};

export const LongFrenchLabel: Story = {
  name: 'Libellé long, sur téléphone',
  args: {
    children: 'Réserver une consultation médicale préalable sur la plateforme de rendez-vous',
  },
  globals: { viewport: { value: 'phone' } },
};

export const FullWidth: Story = {
  name: 'Pleine largeur',
  args: { fullWidth: true, children: 'Commander ce Bon' },
};

/** Le focus clavier dessine un anneau visible de 3 px. */
export const KeyboardFocus: Story = {
  name: 'Focus clavier',
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Prendre Rendez-vous' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
  },
};

/** Des mots longs dans la largeur d’un petit téléphone&nbsp;: le libellé passe à la ligne. */
export const LongWordsOnSmallPhone: Story = {
  name: 'Mots longs, à 320 px',
  args: { children: longWords, size: 'lg', icon: 'calendar' },
  globals: onSmallPhone,
};

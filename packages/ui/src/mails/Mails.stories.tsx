import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { mails } from 'virtual:mail-preview';

type MailName = keyof typeof mails;

/**
 * One e-mail as its recipient's mail client shows it, `width` pixels wide (a desktop client's
 * reading pane, or a phone), then its plain-text part.
 */
function Mail({ name, title, width = 640 }: { name: MailName; title: string; width?: number }) {
  const [height, setHeight] = useState(900);
  const mail = mails[name];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', alignItems: 'flex-start' }}>
      <iframe
        title={`${title} (HTML)`}
        srcDoc={mail.html}
        width={width}
        height={height}
        style={{ border: '1px solid #E2D7C9', background: '#fff' }}
        // The frame takes the e-mail's own height: the whole message shows, without a scrollbar.
        onLoad={(event) => {
          const body = event.currentTarget.contentDocument?.documentElement;
          if (body) setHeight(body.scrollHeight);
        }}
      />
      <pre
        aria-label={`${title} (texte)`}
        style={{
          maxWidth: '32rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '0.875rem',
          margin: 0,
        }}
      >
        {mail.text}
      </pre>
    </div>
  );
}

/**
 * Les e-mails tels que les fonctions les envoient (partie HTML et partie texte), rendus depuis le
 * catalogue et des commandes d’exemple : rien n’est envoyé.
 */
const meta = {
  title: 'Patterns and pages/E-mails',
  component: Mail,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Mail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Le bon cadeau envoyé à l’acheteur, avec son code et le PDF joint. */
export const BonCadeauAcheteur: Story = {
  name: 'Bon cadeau (acheteur)',
  args: { name: 'voucher', title: 'E-mail du bon cadeau' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('E-mail du bon cadeau (HTML)')).toBeVisible();
  },
};

/** La notification de vente reçue par le centre : pas de bouton de rendez-vous, téléphone en lien. */
export const NotificationDeVente: Story = {
  name: 'Notification de vente (centre)',
  args: { name: 'notification', title: 'Notification de vente' },
};

/** Le message d’un visiteur transmis au centre par le formulaire de contact. */
export const MessageDeContact: Story = {
  name: 'Message de contact (centre)',
  args: { name: 'contact', title: 'Message de contact' },
};

/**
 * Le même e-mail dans un cadre de 320&nbsp;px, la largeur d’un petit téléphone, où l’on ouvre le plus
 * souvent un bon.
 */
export const BonCadeauAcheteurSurTelephone: Story = {
  name: 'Bon cadeau (acheteur), à 320 px',
  args: { ...BonCadeauAcheteur.args, width: 320 },
};

export const NotificationDeVenteSurTelephone: Story = {
  name: 'Notification de vente (centre), à 320 px',
  args: { ...NotificationDeVente.args, width: 320 },
};

export const MessageDeContactSurTelephone: Story = {
  name: 'Message de contact (centre), à 320 px',
  args: { ...MessageDeContact.args, width: 320 },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { voucherPdf } from 'virtual:mail-preview';

/** The voucher PDF in the browser's own viewer, as the buyer opens the attachment. */
function VoucherPdf() {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const bytes = Uint8Array.from(atob(voucherPdf), (char) => char.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, []);
  return url ? (
    <iframe
      title="Bon cadeau (PDF)"
      src={url}
      width={900}
      height={660}
      style={{ border: '1px solid #E2D7C9' }}
    />
  ) : null;
}

/**
 * Le bon cadeau en PDF, joint à l’e-mail de l’acheteur, tel que le génère la fonction de paiement à
 * partir du catalogue (offre, montant, validité, couleurs).
 */
const meta = {
  title: 'Patterns and pages/Voucher PDF',
  component: VoucherPdf,
  parameters: { layout: 'padded' },
  // Headless Chromium draws no PDF, only its viewer's bar with the blob's random address.
  tags: ['no-picture'],
} satisfies Meta<typeof VoucherPdf>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bon « Éclat » d’exemple, pour Amélie Côté de la part de Zoë Lefèvre. */
export const BonCadeau: Story = { name: 'Bon cadeau' };

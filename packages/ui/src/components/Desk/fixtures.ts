/** Samples of the desk's stories: the catalog's screens and a voucher as the API gives it. */
import { deskScreens, interfaceText, usableTreatments } from '../../fixtures.ts';
import type { DeskVoucherData } from './DeskVoucherCard.tsx';

export { deskScreens };
export const deskAnswers = interfaceText.desk;
export { usableTreatments };

export const activeVoucher: DeskVoucherData = {
  code: 'BC-7KQ2M9XRTP',
  title: 'Bon Éclat',
  amountCents: 15000,
  balanceCents: 10950,
  validUntil: '2027-03-12',
  status: 'active',
  issuedAt: '2026-03-12T09:41:00.000Z',
  buyerName: 'Paul Martin',
  buyerEmail: 'paul.martin@example.fr',
  recipientName: 'Élise Durand',
  recipientEmail: 'elise.durand@example.fr',
  history: [
    { at: '2026-03-12T09:41:00.000Z', actor: 'stripe', type: 'issued', amountCents: 15000 },
    { at: '2026-03-12T09:41:05.000Z', actor: 'system', type: 'emailed' },
    {
      at: '2026-04-02T14:05:00.000Z',
      actor: 'accueil@clinique.example',
      type: 'used',
      amountCents: 4050,
      treatment: 'HydraFacial',
      note: 'Séance avec sérum Booster',
    },
  ],
};

/** A voucher sent to its recipient on a chosen day, with the buyer's message. */
export const giftVoucher: DeskVoucherData = {
  ...activeVoucher,
  code: 'BC-9HXW4KQ2MT',
  balanceCents: 15000,
  delivery: {
    email: 'elise.durand@example.fr',
    on: '2027-02-14',
    state: 'scheduled',
    deliveredAt: null,
    bouncedAt: null,
  },
  message: 'Joyeux anniversaire, Élise !\nProfite bien de ce moment pour toi.\nPaul',
  history: [
    { at: '2026-03-12T09:41:00.000Z', actor: 'stripe', type: 'issued', amountCents: 15000 },
    { at: '2026-03-12T09:41:05.000Z', actor: 'system', type: 'emailed' },
  ],
};

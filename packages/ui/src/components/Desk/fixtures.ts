import { deskText, interfaceText, usableTreatments } from '../../fixtures.ts';
import type { DeskList, DeskListVoucher, DeskVoucher } from '@clinique/api/desk';

export { deskText };
export const deskAnswers = interfaceText.desk;
export { usableTreatments };

export const activeVoucher: DeskVoucher = {
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
  delivery: null,
  message: null,
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

export const giftVoucher: DeskVoucher = {
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
  // Issued and e-mailed, not used yet.
  history: activeVoucher.history.slice(0, 2),
};

/** A use undone: the use stays, marked, its reversal is not a line of its own. */
export const reversedVoucher: DeskVoucher = {
  ...activeVoucher,
  balanceCents: 15000,
  history: [
    ...activeVoucher.history,
    {
      at: '2026-04-02T14:09:00.000Z',
      actor: 'accueil@clinique.example',
      type: 'use_reversed',
      amountCents: 4050,
      note: '#2',
    },
  ],
};

const endingSoon: DeskListVoucher = {
  code: 'BC-H4WN8ZKC3Q',
  title: 'Bon Sérénité',
  status: 'active',
  amountCents: 8000,
  balanceCents: 8000,
  owedCents: 8000,
  issuedAt: '2025-04-02T16:20:00.000Z',
  validUntil: '2026-04-02',
  buyerName: 'Nadia Benali',
  buyerEmail: 'nadia.benali@example.fr',
  recipientName: 'Sophie Benali',
};

export const listResult: DeskList = {
  vouchers: [
    { ...activeVoucher, owedCents: activeVoucher.balanceCents },
    endingSoon,
    {
      code: 'BC-R2MX7PT9VE',
      title: 'Bon Éclat',
      status: 'used',
      amountCents: 15000,
      balanceCents: 0,
      owedCents: 0,
      issuedAt: '2026-02-27T11:05:00.000Z',
      validUntil: '2027-02-27',
      buyerName: 'Jean Dupont',
      buyerEmail: 'jean.dupont@example.fr',
      recipientName: 'Claire Dupont',
    },
    {
      code: 'BC-W3KD8MPX2R',
      title: 'Bon Découverte',
      status: 'void',
      amountCents: 6000,
      balanceCents: 6000,
      owedCents: 0,
      issuedAt: '2026-02-20T10:00:00.000Z',
      validUntil: '2026-08-20',
      buyerName: 'Luc Girard',
      buyerEmail: 'luc.girard@example.fr',
      recipientName: 'Marie Girard',
    },
  ],
  totals: {
    count: 4,
    soldCount: 3,
    soldCents: 38000,
    voidCount: 1,
    owedCount: 2,
    owedCents: 18950,
    expiringCount: 1,
    expiringCents: 8000,
  },
};

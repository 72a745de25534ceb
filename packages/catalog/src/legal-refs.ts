/**
 * Where the legal pages live and which version of the terms of sale (CGV) a buyer accepts when
 * ordering a voucher (issue 12). The voucher cards link these paths, the payment function writes
 * `cgv.version` into the Checkout Session's metadata, and the voucher e-mail links the CGV and
 * its model withdrawal form. The legal pages (their own data) read the same constants: change the
 * version here whenever the CGV text changes.
 */
export const legalRefs = {
  cgv: {
    path: '/conditions-generales-de-vente',
    /** Date of the CGV text in force (`YYYY-MM-DD`), recorded with every order. */
    version: '2026-11-25',
    /** Anchor of the model withdrawal form on the CGV page. */
    withdrawalFormAnchor: 'formulaire-de-retractation',
  },
  privacy: { path: '/politique-de-confidentialite' },
} as const;

export type LegalRefs = typeof legalRefs;

/** The CGV version a buyer accepts, recorded with each order: change it whenever the CGV text changes. */
export const legalRefs = {
  cgv: {
    path: '/conditions-generales-de-vente',
    version: '2026-11-25',
    withdrawalFormAnchor: 'formulaire-de-retractation',
  },
  privacy: { path: '/politique-de-confidentialite' },
} as const;

export const SUCCESS_ATTRIBUTES = {
  reference: 'data-reference',
  referenceValue: 'data-reference-value',
  pending: 'data-reference-pending',
  countdown: 'data-countdown',
  template: 'data-countdown-template',
  redirectTo: 'data-redirect-to',
} as const;

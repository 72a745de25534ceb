export const SUCCESS_ATTRIBUTES = {
  reference: 'data-reference',
  referenceValue: 'data-reference-value',
  pending: 'data-reference-pending',
  countdown: 'data-countdown',
  template: 'data-countdown-template',
  redirectTo: 'data-redirect-to',
  /** Holds the button that stops the countdown; its value is what the countdown then says. */
  stay: 'data-countdown-stay',
  /** The order's recap, filled from the API's answer. */
  recap: 'data-recap',
  /** A slot of the recap: `title`, `amount`, `recipientName`, `sending`, `next`. */
  recapSlot: 'data-recap-slot',
  /** The texts for a voucher sent by the clinic, or given by the buyer. */
  delivery: 'data-recap-delivery',
  self: 'data-recap-self',
} as const;

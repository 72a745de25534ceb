/** The `data-` attributes the page writes and its plain script reads. */
export const REDIRECT_ATTRIBUTES = {
  to: 'data-redirect-to',
  delay: 'data-redirect-delay',
} as const;

export const REDIRECT_ATTRIBUTES = {
  to: 'data-redirect-to',
  delay: 'data-redirect-delay',
} as const;

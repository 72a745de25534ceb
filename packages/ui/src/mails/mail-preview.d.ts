// Served by the Storybook Vite plugin of .storybook/mail-preview.ts.
declare module 'virtual:mail-preview' {
  /** Each e-mail as sent: its HTML part and its plain-text part. */
  export const mails: Record<
    'voucher' | 'notification' | 'contact',
    { html: string; text: string }
  >;
  /** The voucher PDF attached to the buyer's e-mail, base64. */
  export const voucherPdf: string;
}

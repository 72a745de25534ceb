/**
 * The site's colours for the e-mails and the voucher PDF: the light theme of the UI kit
 * (packages/ui/src/tokens/theme.css.ts), which the functions cannot import (they depend on the
 * catalog only). test/brand.test.ts fails when the two disagree.
 */
export const BRAND = {
  /** Page background (warm off-white). */
  page: '#FAF7F2',
  surface: '#FFFFFF',
  /** Quiet surface (sand). */
  surfaceMuted: '#EFE6DA',
  text: '#2B2420',
  textMuted: '#5E534B',
  heading: '#2B2420',
  /** Links, icons, small emphasis (teal). */
  accent: '#1E5E5A',
  /** Buttons and the header band. */
  action: '#1E5E5A',
  onAction: '#FFFFFF',
  /** Muted text on the teal band (the dark theme's muted text). */
  onActionMuted: '#D3E4E0',
  border: '#E2D7C9',
} as const;

/** `#RRGGBB` → `[r, g, b]` in 0…1 (pdf-lib's `rgb`). */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** The site's colours for the e-mails and the voucher PDF: the UI kit's light set. */
import { accentColors, lightColors } from '@clinique/catalog/colours';

export const BRAND = {
  ...lightColors,
  /** Muted text on the teal band. */
  onActionMuted: accentColors.textMuted,
} as const;

/** `#RRGGBB` → `[r, g, b]` in 0…1 (pdf-lib's `rgb`). */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

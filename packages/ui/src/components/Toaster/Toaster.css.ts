import { globalStyle, style } from '@vanilla-extract/css';
import { lightColors, vars } from '../../tokens/theme.css.ts';

/** Above the sticky header. */
export const staticRegion = style({
  position: 'fixed',
  zIndex: 60,
  top: vars.space['4'],
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: 'calc(100vw - 2rem)',
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${lightColors.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: lightColors.accent,
  backgroundColor: lightColors.surface,
  color: lightColors.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'auto',
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ color: lightColors.textMuted, marginTop: vars.space['1'] });

export const success = style({ borderLeftColor: lightColors.success });

export const error = style({
  backgroundColor: lightColors.dangerSurface,
  borderColor: lightColors.danger,
  color: lightColors.danger,
});

export const errorDescription = style({ color: lightColors.text });

export const icon = style({ marginTop: '0.1rem', color: 'currentColor', flexShrink: 0 });

// Tab reaches a toast (to pause it and read it): it takes the site's focus ring, not sonner's pale grey
// shadow, which hardly shows on the page.
globalStyle('[data-sonner-toaster] [data-sonner-toast]:focus-visible', {
  outline: `3px solid ${lightColors.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.md,
  boxShadow: 'none',
});

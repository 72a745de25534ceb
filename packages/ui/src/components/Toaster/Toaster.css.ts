import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { lightColors, media, vars } from '../../tokens/theme.css.ts';

const regionBase = style({
  position: 'fixed',
  zIndex: 60,
  width: 'max-content',
  maxWidth: 'calc(100vw - 2rem)',
  pointerEvents: 'none',
});

/** Where the toasts appear, above the sticky header. */
export const region = styleVariants({
  'top-center': [regionBase, { top: vars.space['4'], left: '50%', transform: 'translateX(-50%)' }],
  'bottom-center': [
    regionBase,
    { bottom: vars.space['4'], left: '50%', transform: 'translateX(-50%)' },
  ],
  'top-right': [regionBase, { top: vars.space['4'], right: vars.space['4'] }],
  'bottom-right': [regionBase, { bottom: vars.space['4'], right: vars.space['4'] }],
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const item = style({
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.duration.base} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
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
  borderLeftColor: lightColors.danger,
  color: lightColors.danger,
});

export const errorDescription = style({ color: lightColors.text });

export const icon = style({ marginTop: '0.1rem', color: 'currentColor', flexShrink: 0 });

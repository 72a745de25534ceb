import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const field = style({
  ...stack(vars.space['2']),
  width: '100%',
});

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  left: vars.space['4'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: '3rem',
  paddingBlock: vars.space['2'],
  paddingLeft: '2.75rem',
  paddingRight: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
  },
});

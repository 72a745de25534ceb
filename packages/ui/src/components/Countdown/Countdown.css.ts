import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

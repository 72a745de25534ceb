import { style } from '@vanilla-extract/css';
import { inlineRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const countdown = style({
  ...inlineRow(vars.space['2']),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { inlineRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const duration = style({
  ...inlineRow(vars.space['1']),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const grid = style({ paddingTop: vars.space['3'] });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const required = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

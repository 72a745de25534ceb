import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const title = style({ fontSize: vars.fontSize.xl });

export const elements = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefits = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { figureFont } from './layout.ts';
import { vars } from '../tokens/theme.css.ts';

export const popularBadge = style({
  position: 'absolute',
  top: 0,
  right: vars.space['5'],
  transform: 'translateY(-50%)',
  border: `2px solid ${vars.color.surface}`,
});

export const cardTitle = style({ fontSize: vars.fontSize['2xl'] });

export const cardPrice = style({
  ...figureFont(vars.fontSize['3xl']),
  color: vars.color.accent,
});

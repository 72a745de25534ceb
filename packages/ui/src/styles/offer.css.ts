import { style } from '@vanilla-extract/css';
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
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums',
  color: vars.color.accent,
});

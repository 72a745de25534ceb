import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const popular = style({
  position: 'absolute',
  top: 0,
  right: vars.space['5'],
  transform: 'translateY(-50%)',
  border: `2px solid ${vars.color.surface}`,
});

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'lining-nums',
  color: vars.color.accent,
});

export const duration = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted });

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

export const grid = style({ paddingTop: vars.space['3'] });

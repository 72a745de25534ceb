import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

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
  columnGap: vars.space['2'],
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums',
});

export const unit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

export const saving = style({ alignSelf: 'flex-start' });

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

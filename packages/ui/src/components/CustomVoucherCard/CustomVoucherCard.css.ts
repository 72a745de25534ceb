import { style } from '@vanilla-extract/css';
import { centredRow, figureFont } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const amountControl = style({ position: 'relative' });

export const euro = style({
  position: 'absolute',
  right: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const amountInput = style({ paddingRight: vars.space['7'] });

export const preview = style({
  ...centredRow(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAccent,
  color: vars.color.accent,
  ...figureFont(vars.fontSize.xl, vars.lineHeight.snug),
});

export const previewEmpty = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

import { style } from '@vanilla-extract/css';
import { accentFigure, centredBox } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const iconBox = style({
  ...centredBox('3rem'),
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAccent,
  color: vars.color.accent,
});

export const value = style(accentFigure);

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted });

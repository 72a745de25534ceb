import { style } from '@vanilla-extract/css';
import { accentFigure, iconTile } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const iconBox = style(iconTile('3rem'));

export const value = style(accentFigure);

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted });

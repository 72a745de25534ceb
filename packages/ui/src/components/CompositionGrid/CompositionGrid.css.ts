import { style } from '@vanilla-extract/css';
import { badgeRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const title = style({ fontSize: vars.fontSize.xl });

export const elements = style(badgeRow);

export const benefits = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

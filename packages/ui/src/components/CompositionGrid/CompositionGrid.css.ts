import { style } from '@vanilla-extract/css';
import { bareList, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const title = style({ fontSize: vars.fontSize.xl });

export const elements = style({
  ...wrapRow(vars.space['1']),
  ...bareList,
});

export const benefits = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

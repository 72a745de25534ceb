import { style } from '@vanilla-extract/css';
import { inlineRow, smallMutedText, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const priceLine = style({ ...wrapRow(vars.space['3']), alignItems: 'baseline' });

export const duration = style({
  ...inlineRow(vars.space['1']),
  ...smallMutedText,
});

export const grid = style({ paddingTop: vars.space['3'] });

import { style } from '@vanilla-extract/css';
import { inlineRow, smallMutedText } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const duration = style({
  ...inlineRow(vars.space['1']),
  ...smallMutedText,
});

export const grid = style({ paddingTop: vars.space['3'] });

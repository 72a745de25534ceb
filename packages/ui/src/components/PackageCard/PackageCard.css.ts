import { style } from '@vanilla-extract/css';
import { wrappedSpaceBetween } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const top = style(wrappedSpaceBetween(vars.space['2']));

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const saving = style({ alignSelf: 'flex-start' });

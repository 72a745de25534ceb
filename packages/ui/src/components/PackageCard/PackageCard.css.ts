import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const saving = style({ alignSelf: 'flex-start' });

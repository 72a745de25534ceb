import { style } from '@vanilla-extract/css';

export const icon = style({
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const filled = style({ fill: 'currentColor' });

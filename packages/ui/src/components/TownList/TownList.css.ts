import { style } from '@vanilla-extract/css';
import { bareList, inlineRow, surfaceBox, wrappedSpaceBetween } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  ...bareList,
  display: 'grid',
  // Wide enough for the longest town and its drive time on one line: two columns at 1280 px.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space['4'],
});

export const item = style({
  ...wrappedSpaceBetween(`${vars.space['2']} ${vars.space['3']}`),
  padding: `${vars.space['3']} ${vars.space['5']}`,
  ...surfaceBox(vars.radius.md),
});

export const town = style({
  ...inlineRow(vars.space['2']),
  fontWeight: vars.fontWeight.medium,
});

export const pin = style({ color: vars.color.accent });

import { style } from '@vanilla-extract/css';
import { surfaceBox } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  ...surfaceBox(vars.radius.md),
  overflow: 'hidden',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const value = style({ fontWeight: vars.fontWeight.semibold, textAlign: 'right' });

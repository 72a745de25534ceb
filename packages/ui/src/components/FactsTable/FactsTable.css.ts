import { style } from '@vanilla-extract/css';
import { surfaceBox, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  ...surfaceBox(vars.radius.md),
  overflow: 'hidden',
});

export const row = style({
  ...wrapRow(`${vars.space['1']} ${vars.space['4']}`),
  justifyContent: 'space-between',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const value = style({ fontWeight: vars.fontWeight.semibold, textAlign: 'right' });

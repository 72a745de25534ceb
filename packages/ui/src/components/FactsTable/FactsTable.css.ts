import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  margin: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
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

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, textAlign: 'right' });

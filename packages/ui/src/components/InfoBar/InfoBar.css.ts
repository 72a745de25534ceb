import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const bar = style({
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  width: '100%',
  maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space['1'],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['5'],
  rowGap: vars.space['1'],
  margin: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

/** Address and hours stay visible on phones too (the specification's info bar); the bar wraps. */
export const address = item;

export const hours = item;

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2rem',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const icon = style({ color: vars.color.accent });

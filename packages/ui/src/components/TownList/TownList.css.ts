import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space['3'],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const town = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const pin = style({ color: vars.color.accent });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: vars.color.accent,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const separator = style({ transform: 'rotate(-90deg)', color: vars.color.textMuted });

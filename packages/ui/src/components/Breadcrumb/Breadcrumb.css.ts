import { style } from '@vanilla-extract/css';
import { bareList, smallMutedText } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  ...bareList,
  ...smallMutedText,
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

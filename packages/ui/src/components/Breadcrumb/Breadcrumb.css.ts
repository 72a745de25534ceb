import { style } from '@vanilla-extract/css';
import { bareList, inlineRow, smallMutedText, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  ...wrapRow(vars.space['1']),
  alignItems: 'center',
  ...bareList,
  ...smallMutedText,
});

export const item = style(inlineRow(vars.space['1']));

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: vars.color.accent,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const separator = style({ transform: 'rotate(-90deg)', color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { inlineRow, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const facts = style(wrapRow(vars.space['2']));

export const fact = style({
  ...inlineRow(vars.space['1']),
  paddingBlock: '0.2rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'], width: '100%' });

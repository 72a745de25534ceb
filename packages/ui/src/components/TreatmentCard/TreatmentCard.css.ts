import { style } from '@vanilla-extract/css';
import { inlineRow, stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const media = style({ position: 'relative' });

export const price = style({
  position: 'absolute',
  top: vars.space['3'],
  left: vars.space['3'],
  boxShadow: vars.shadow.md,
});

export const body = style({
  ...stack(vars.space['3']),
  padding: vars.space['5'],
  flexGrow: 1,
});

export const meta = style({
  ...inlineRow(vars.space['1']),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const zonesTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

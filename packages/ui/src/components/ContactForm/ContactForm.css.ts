import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const required = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

export const sent = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
});

export const sentTitle = style({ color: vars.color.success });

import { style } from '@vanilla-extract/css';
import { actionRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const required = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style(actionRow);

export const sent = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
});

export const sentTitle = style({ color: vars.color.success });

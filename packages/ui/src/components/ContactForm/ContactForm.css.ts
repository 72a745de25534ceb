import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const sent = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
});

export const sentTitle = style({ color: vars.color.success });

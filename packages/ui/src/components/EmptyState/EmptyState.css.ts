import { style } from '@vanilla-extract/css';
import { centredStack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  ...centredStack(vars.space['3']),
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
});

export const icon = style({ color: vars.color.accent });

export const hint = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });

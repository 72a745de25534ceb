import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const notice = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const link = style({ fontWeight: vars.fontWeight.medium, textDecoration: 'underline' });

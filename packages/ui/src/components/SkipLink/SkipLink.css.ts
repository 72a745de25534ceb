import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  top: vars.space['2'],
  left: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.action,
  color: vars.color.onAction,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none', color: vars.color.onAction },
  },
});

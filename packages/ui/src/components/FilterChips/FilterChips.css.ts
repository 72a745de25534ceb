import { style } from '@vanilla-extract/css';
import { inlineRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const chip = style({
  ...inlineRow(vars.space['1']),
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.action,
      borderColor: vars.color.action,
      color: vars.color.onAction,
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const item = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { '&[open]': { borderColor: vars.color.borderStrong } },
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.tapTarget,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::marker': { content: '""' },
    '&:hover': { color: vars.color.accent },
  },
});

export const chevron = style({
  color: vars.color.accent,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

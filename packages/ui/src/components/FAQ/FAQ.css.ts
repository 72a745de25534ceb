import { style } from '@vanilla-extract/css';
import { markerless, openChevron, spaceBetween, surfaceBox } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const item = style({
  ...surfaceBox(vars.radius.md),
  color: vars.color.text,
  selectors: { '&[open]': { borderColor: vars.color.borderStrong } },
});

export const question = style({
  ...spaceBetween(vars.space['4']),
  minHeight: vars.size.tapTarget,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ...markerless({ '&:hover': { color: vars.color.accent } }),
  borderRadius: vars.radius.md,
});

export const chevron = style({ color: vars.color.accent, ...openChevron(item) });

export const answer = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

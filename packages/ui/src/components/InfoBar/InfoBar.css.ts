import { style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const bar = style({
  position: 'relative',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  ...layout.pageColumn,
  paddingBlock: vars.space['1'],
  ...layout.spaceBetween(`0 ${vars.space['5']}`),
  // On a phone zoomed in, the address and hours go under the phone number rather than off screen.
  '@media': { [media.zoomedPhone]: { flexWrap: 'wrap' } },
});

export const item = style(layout.inlineRow(vars.space['2']));

export const wide = style({
  display: 'none',
  ...layout.bareList,
  '@media': {
    [media.md]: {
      ...layout.wrapRow(`${vars.space['1']} ${vars.space['5']}`),
      flex: '1 1 auto',
      justifyContent: 'space-between',
    },
  },
});

export const compact = style({ '@media': { [media.md]: { display: 'none' } } });

export const summary = style({
  ...layout.inlineRow(vars.space['2']),
  minHeight: '2rem',
  cursor: 'pointer',
  ...layout.markerless({ '&:hover': { color: vars.color.accent } }),
  fontWeight: vars.fontWeight.medium,
});

export const chevron = style(layout.openChevron(compact, vars.motion.duration.fast));

export const panel = style({
  position: 'absolute',
  zIndex: 60,
  insetInline: 0,
  top: '100%',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space['3'],
  listStyle: 'none',
  ...layout.stack(vars.space['2']),
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const phone = style({
  ...layout.inlineRow(vars.space['2']),
  minHeight: '2rem',
  flexShrink: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const icon = style({ color: vars.color.accent, flexShrink: 0 });

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
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['5'],
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const wide = style({
  display: 'none',
  ...layout.bareList,
  '@media': {
    [media.md]: {
      display: 'flex',
      flex: '1 1 auto',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: vars.space['5'],
      rowGap: vars.space['1'],
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

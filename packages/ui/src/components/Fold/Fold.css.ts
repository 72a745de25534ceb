import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens/theme.css.ts';

export const fold = style({});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::marker': { content: '""' },
  },
  '@media': { [media.md]: { display: 'none' } },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: { [`${fold}[open] &`]: { transform: 'rotate(180deg)' } },
});

// From a tablet up the content is shown as if there were no fold (the summary is hidden above).
globalStyle(`${fold}::details-content`, {
  '@media': { [media.md]: { contentVisibility: 'visible' } },
});

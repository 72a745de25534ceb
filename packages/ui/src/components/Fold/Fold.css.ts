import { globalStyle, style } from '@vanilla-extract/css';
import { markerless, openChevron, spaceBetween } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const fold = style({});

export const summary = style({
  ...spaceBetween(vars.space['2']),
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  cursor: 'pointer',
  ...markerless(),
  borderRadius: vars.radius.sm,
  '@media': { [media.md]: { display: 'none' } },
});

export const chevron = style(openChevron(fold));

// From a tablet up the content is shown as if there were no fold (the summary is hidden above).
globalStyle(`${fold}::details-content`, {
  '@media': { [media.md]: { contentVisibility: 'visible' } },
});

import { style } from '@vanilla-extract/css';
import {
  markerless,
  openChevron,
  smallMutedText,
  stack,
  whileClosed,
  whileOpen,
} from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const panel = style({ width: '100%' });

export const summary = style(markerless());

export const whenClosed = style(whileClosed(panel));

export const whenOpen = style(whileOpen(panel, 'inline'));

export const chevron = style(openChevron(panel));

export const content = style({
  marginTop: vars.space['5'],
  padding: `clamp(${vars.space['4']}, 3vw, ${vars.space['7']})`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  ...stack(vars.space['5']),
});

/** Tables side by side when there is room; a lone table keeps a readable width. */
export const tables = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
});

export const notes = style({
  paddingLeft: vars.space['5'],
  ...smallMutedText,
  display: 'grid',
  gap: vars.space['1'],
});

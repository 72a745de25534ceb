import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.ts';
import { visuallyHiddenRules } from '../../styles/utils.css.ts';
import { media, vars } from '../../tokens/theme.css.ts';

/** Desktop navigation from this width; below it, the menu button. */
const wide = media.xl;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  backgroundColor: 'rgba(250, 247, 242, 0.96)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@supports': {
    '(backdrop-filter: blur(8px))': {
      backgroundColor: 'rgba(250, 247, 242, 0.88)',
      backdropFilter: 'saturate(1.4) blur(8px)',
    },
  },
});

export const inner = style({
  position: 'relative',
  ...layout.pageColumn,
  // A slimmer bar on phones, so that the first screen goes to the page.
  minHeight: '3.5rem',
  '@media': { [media.md]: { minHeight: vars.size.headerHeight } },
  ...layout.spaceBetween(vars.space['4']),
});

export const desktopNav = style({
  display: 'none',
  '@media': { [wide]: { display: 'flex', alignItems: 'center', gap: vars.space['3'] } },
});

export const booking = style({ whiteSpace: 'nowrap' });

export const compactTools = style({
  ...layout.centredRow(vars.space['2']),
  flexShrink: 0,
  '@media': { [wide]: { display: 'none' } },
});

const narrow = `screen and (max-width: ${480 / 16 - 0.01}em)`;

export const compactBooking = style([
  booking,
  {
    '@media': {
      [narrow]: { width: vars.size.tapTarget, height: vars.size.tapTarget, paddingInline: 0 },
    },
  },
]);

/** Read, not shown, below 480 px. */
export const compactLabel = style({ '@media': { [narrow]: visuallyHiddenRules } });

export const brand = style({
  flexShrink: 1,
  // The name on two short lines on a phone.
  '@media': { [narrow]: { fontSize: vars.fontSize.sm } },
});

// The tagline repeats the name: the header shows the name only.
globalStyle(`${brand} [data-brand-tagline]`, { display: 'none' });

// Narrower still (a phone zoomed in), the name would stand a letter a line and stretch the sticky
// header down the screen: the logo alone is shown, the name still read.
globalStyle(`${brand} > span`, {
  '@media': { [media.zoomedPhone]: visuallyHiddenRules },
});

export const desktopList = style({
  ...layout.centredRow(0),
  ...layout.bareList,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: '0.4rem',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      color: vars.color.accent,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.4em',
    },
  },
});

export const menu = style({});

export const summary = style({
  ...layout.centredBox(vars.size.tapTarget),
  ...layout.surfaceBox(vars.radius.md),
  color: vars.color.heading,
  cursor: 'pointer',
  ...layout.markerless(),
});

export const whenClosed = style(layout.whileClosed(menu));

export const whenOpen = style(layout.whileOpen(menu, 'inline-flex'));

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  backgroundColor: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space['4'],
  ...layout.stack(vars.space['4']),
});

export const mobileList = style({
  ...layout.bareList,
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space['4'] } },
});

export const mobileLink = style([
  navLink,
  {
    display: 'flex',
    width: '100%',
    fontSize: vars.fontSize.md,
    borderBottom: `1px solid ${vars.color.border}`,
    borderRadius: 0,
  },
]);

import { globalStyle } from '@vanilla-extract/css';
import { media, vars } from './tokens/theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // Anchored sections stop below the sticky header.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.heading,
  textWrap: 'balance',
  // A word longer than a phone's line breaks, even where the heading is only as wide as its text.
  overflowWrap: 'anywhere',
  // Cormorant's default old-style figures read oddly in "Laser CO2" or "10+".
  fontVariantNumeric: 'lining-nums',
});

globalStyle('p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('p', { textWrap: 'pretty' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', {
  color: vars.color.accent,
  textUnderlineOffset: '0.18em',
  textDecorationThickness: '1px',
});
globalStyle('a:hover', { color: vars.color.accentHover, textDecorationThickness: '2px' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { backgroundColor: '#CFE2DE', color: '#2B2420' });

// No animation for people who asked the system for less motion: the tokens drop to zero…
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.base]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

// …and so does any animation or transition written without them (third-party styles too).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** No look of its own: colours, type and components come from @clinique/ui. */
import { breakpoints, vars } from '@clinique/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const stack = styleVariants({
  sm: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
  md: { display: 'flex', flexDirection: 'column', gap: vars.space['5'] },
  lg: { display: 'flex', flexDirection: 'column', gap: vars.space['8'] },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const centred = style({ justifyContent: 'center', textAlign: 'center' });

export const spaced = style({ marginTop: vars.space['8'] });

export const subheading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['3'] });

export const muted = style({ color: vars.color.textMuted });

export const illustration = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

export const priceTables = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
});

/** The desk's title: a staff screen, so small, above the look-up. */
export const deskTitle = style({
  fontSize: vars.fontSize.lg,
  margin: `${vars.space['3']} 0`,
});

/**
 * Below a tablet, a long list of cards becomes one row that scrolls sideways (the next card peeks
 * out), so the page is not ten cards tall; every card and its links stay in the page.
 */
const belowTablet = `screen and (max-width: ${(breakpoints.md - 0.02) / 16}em)`;

export const phoneCarousel = style({
  '@media': {
    [belowTablet]: {
      // Doubled class: wins over the grid's own columns whatever the stylesheet order.
      selectors: {
        '&&': {
          gridTemplateColumns: 'none',
          gridAutoFlow: 'column',
          gridAutoColumns: '85%',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          paddingBottom: vars.space['3'],
        },
      },
    },
  },
});

globalStyle(`${phoneCarousel} > *`, { '@media': { [belowTablet]: { scrollSnapAlign: 'start' } } });

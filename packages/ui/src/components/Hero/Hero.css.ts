import { style } from '@vanilla-extract/css';
import { cardImage, pageColumn, stack } from '../../styles/layout.ts';
import { leadText } from '../../styles/shared.css.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const hero = style({
  position: 'relative',
  paddingBlock: `clamp(${vars.space['6']}, 3rem + 3vw, ${vars.space['10']})`,
  background: `linear-gradient(180deg, ${vars.color.surfaceMuted} 0%, ${vars.color.page} 100%)`,
  overflow: 'hidden',
});

export const inner = style({
  ...pageColumn,
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'center',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: '1.1fr 0.9fr',
      columnGap: vars.space['9'],
      rowGap: vars.space['6'],
    },
  },
});

export const single = style({
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const text = style({
  '@media': { [media.lg]: { gridColumn: 1, gridRow: 1 } },
  ...stack(vars.space['4']),
  alignItems: 'flex-start',
  minWidth: 0,
});

export const subtitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.accent,
});

export const intro = style([leadText, { maxWidth: vars.size.prose }]);

export const media_ = style({
  position: 'relative',
  minWidth: 0,
  // On a phone the panel's button follows the text, before the image.
  order: 2,
  '@media': { [media.lg]: { gridColumn: 2, gridRow: 1 } },
});

export const panel = style({
  order: 1,
  minWidth: 0,
  '@media': { [media.lg]: { gridColumn: '1 / -1', gridRow: 2 } },
});

export const image = style({
  ...cardImage('4 / 3'),
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  backgroundColor: vars.color.surface,
});

export const portraitImage = style([
  image,
  {
    display: 'block',
    aspectRatio: '4 / 5',
    maxWidth: '22rem',
    marginInline: 'auto',
    '@media': { [media.lg]: { maxWidth: '26rem' } },
  },
]);

export const secondImage = style({
  position: 'absolute',
  right: `calc(-1 * ${vars.space['2']})`,
  bottom: `calc(-1 * ${vars.space['6']})`,
  ...cardImage('4 / 3'),
  width: '42%',
  borderRadius: vars.radius.lg,
  border: `4px solid ${vars.color.page}`,
  boxShadow: vars.shadow.md,
  backgroundColor: vars.color.surface,
});

export const withSecond = style({ paddingBottom: vars.space['6'] });

export const centred = style({
  alignItems: 'center',
  textAlign: 'center',
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
});

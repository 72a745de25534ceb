import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

/** Set inline by `Grid`. */
export const minItemWidthProperty = '--grid-min-item';

const one = 'minmax(0, 1fr)';
const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

const gapVar = createVar();

export const grid = recipe({
  base: { display: 'grid', ...bareList, gap: gapVar },
  variants: {
    gap: {
      sm: { vars: { [gapVar]: vars.space['3'] } },
      md: { vars: { [gapVar]: vars.space['5'] } },
      lg: { vars: { [gapVar]: vars.space['7'] } },
    },
    columns: {
      auto: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, var(${minItemWidthProperty}, 16rem)), 1fr))`,
      },
      2: { gridTemplateColumns: one, '@media': { [media.md]: { gridTemplateColumns: repeat(2) } } },
      3: {
        gridTemplateColumns: one,
        '@media': {
          [media.md]: { gridTemplateColumns: repeat(2) },
          [media.lg]: { gridTemplateColumns: repeat(3) },
        },
      },
      4: {
        gridTemplateColumns: one,
        '@media': {
          [media.sm]: { gridTemplateColumns: repeat(2) },
          [media.lg]: { gridTemplateColumns: repeat(4) },
        },
      },
    },
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
    },
  },
  defaultVariants: { gap: 'md', columns: 'auto', align: 'stretch' },
});

const perRow = createVar();

/** On wide screens, as many columns as leave no card alone on the last row (seven: four and three). */
export const balanced = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    vars: { [perRow]: '1' },
  },
  variants: {
    columns: {
      2: { '@media': { [media.md]: { vars: { [perRow]: '2' } } } },
      3: {
        '@media': {
          [media.md]: { vars: { [perRow]: '2' } },
          [media.lg]: { vars: { [perRow]: '3' } },
        },
      },
      4: {
        '@media': {
          [media.sm]: { vars: { [perRow]: '2' } },
          [media.lg]: { vars: { [perRow]: '4' } },
        },
      },
    },
    wide: {
      2: { '@media': { [media.xl]: { vars: { [perRow]: '2' } } } },
      3: { '@media': { [media.xl]: { vars: { [perRow]: '3' } } } },
      4: { '@media': { [media.xl]: { vars: { [perRow]: '4' } } } },
    },
  },
});

export const balancedItems = style({});
globalStyle(`${balancedItems} > *`, {
  flex: `0 0 calc((100% - (${perRow} - 1) * ${gapVar}) / ${perRow})`,
  minWidth: 0,
});

import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../tokens/theme.css.ts';

/** Custom property holding the smallest item width of an `auto` grid (set inline by `Grid`). */
export const minItemWidthProperty = '--grid-min-item';

const one = 'minmax(0, 1fr)';
const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const grid = recipe({
  base: { display: 'grid', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    gap: {
      sm: { gap: vars.space['3'] },
      md: { gap: vars.space['5'] },
      lg: { gap: vars.space['7'] },
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

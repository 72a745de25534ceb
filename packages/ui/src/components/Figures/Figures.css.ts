import { recipe } from '@vanilla-extract/recipes';
import { surfaceBox } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['4'],
    padding: 0,
  },
  variants: {
    layout: {
      grid: {
        '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
      },
      inline: {
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: vars.space['6'],
        rowGap: vars.space['3'],
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const item = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['1'] },
  variants: {
    boxed: {
      true: {
        padding: vars.space['5'],
        ...surfaceBox(vars.radius.lg),
        textAlign: 'center',
      },
      false: {},
    },
  },
  defaultVariants: { boxed: false },
});

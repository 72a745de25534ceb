import { recipe } from '@vanilla-extract/recipes';
import { bareList, stack, surfaceBox, wrapRow } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: {
    ...bareList,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['4'],
  },
  variants: {
    layout: {
      grid: {
        '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
      },
      inline: wrapRow(`${vars.space['3']} ${vars.space['6']}`),
    },
  },
  defaultVariants: { layout: 'grid' },
});

export const item = recipe({
  base: stack(vars.space['1']),
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

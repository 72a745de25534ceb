import { style } from '@vanilla-extract/css';
import { accentFigure } from '../../styles/layout.ts';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: {
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['4'],
    margin: 0,
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
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        textAlign: 'center',
      },
      false: {},
    },
  },
  defaultVariants: { boxed: false },
});

export const value = style(accentFigure);

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

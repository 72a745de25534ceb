import { recipe } from '@vanilla-extract/recipes';
import { pageColumn, stack } from '../../styles/layout.ts';
import { themeAccent, themeInk, vars } from '../../tokens/theme.css.ts';

export const section = recipe({
  base: { paddingBlock: vars.space.section },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.page },
      muted: { backgroundColor: vars.color.surfaceMuted },
      accent: [themeAccent],
      ink: [themeInk],
      plain: { backgroundColor: 'transparent' },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const inner = recipe({
  base: { ...pageColumn, ...stack(vars.space['6']) },
  variants: {
    width: {
      default: {},
      narrow: { maxWidth: `calc(${vars.size.narrow} + 2 * ${vars.space.gutter})` },
    },
  },
  defaultVariants: { width: 'default' },
});

export const header = recipe({
  base: {
    ...stack(vars.space['3']),
    maxWidth: vars.size.prose,
  },
  variants: {
    align: {
      start: {},
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
  },
  defaultVariants: { align: 'start' },
});

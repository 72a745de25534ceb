import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../../styles/layout.ts';
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
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.gutter,
    ...stack(vars.space['6']),
  },
  variants: {
    width: {
      default: { maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.gutter})` },
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

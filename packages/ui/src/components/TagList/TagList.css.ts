import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    compact: { true: { gap: vars.space['1'] }, false: { gap: vars.space['2'] } },
  },
  defaultVariants: { compact: false },
});

import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: { display: 'flex', flexWrap: 'wrap', ...bareList },
  variants: {
    compact: { true: { gap: vars.space['1'] }, false: { gap: vars.space['2'] } },
  },
  defaultVariants: { compact: false },
});

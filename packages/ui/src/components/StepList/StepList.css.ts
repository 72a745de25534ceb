import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList, centredBox, figureFont, stack, surfaceBox } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: { ...bareList, display: 'grid', gap: vars.space['5'] },
  variants: {
    layout: { list: {}, grid: {} },
    columns: { 2: {}, 3: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'grid', columns: 2 },
      style: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    },
    {
      variants: { layout: 'grid', columns: 3 },
      style: { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
    },
  ],
  defaultVariants: { layout: 'list', columns: 2 },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  padding: vars.space['5'],
  ...surfaceBox(vars.radius.lg),
});

export const number = style({
  ...centredBox('2.5rem'),
  borderRadius: '50%',
  backgroundColor: vars.color.action,
  color: vars.color.onAction,
  ...figureFont(vars.fontSize.xl, '1'),
});

export const body = style({
  ...stack(vars.space['2']),
  minWidth: 0,
});

export const duration = style({ alignSelf: 'flex-start' });

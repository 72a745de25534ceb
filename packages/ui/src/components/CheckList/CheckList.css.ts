import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const list = recipe({
  base: { ...bareList, display: 'grid', gap: vars.space['2'] },
  variants: {
    columns: {
      1: {},
      2: {
        '@media': {
          [media.md]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: vars.space['6'],
          },
        },
      },
    },
    size: { sm: { fontSize: vars.fontSize.sm }, md: { fontSize: vars.fontSize.md } },
  },
  defaultVariants: { columns: 1, size: 'md' },
});

/** A line's long word breaks: the text beside its marker is a flex item, as wide as its longest word. */
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
});

export const marker = recipe({
  base: { marginTop: '0.15em', flexShrink: 0 },
  variants: {
    tone: {
      check: { color: vars.color.accent },
      bullet: { color: vars.color.accent },
      caution: { color: vars.color.danger },
    },
  },
});

export const dot = style({
  width: '0.45em',
  height: '0.45em',
  marginTop: '0.55em',
  marginInline: '0.35em',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

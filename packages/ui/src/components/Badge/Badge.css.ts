import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inlineRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const badge = recipe({
  base: {
    ...inlineRow(vars.space['1']),
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    letterSpacing: '0.01em',
    border: '1px solid transparent',
    maxWidth: '100%',
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.surfaceAccent, color: vars.color.accent },
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      solid: { backgroundColor: vars.color.action, color: vars.color.onAction },
      outline: {
        borderColor: vars.color.border,
        color: vars.color.text,
        backgroundColor: vars.color.surface,
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: '0.2rem', paddingInline: vars.space['2'] },
      md: {
        fontSize: vars.fontSize.sm,
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
      },
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

/** Astride a card's top edge. */
export const popular = style({
  position: 'absolute',
  top: 0,
  right: vars.space['5'],
  transform: 'translateY(-50%)',
  border: `2px solid ${vars.color.surface}`,
});

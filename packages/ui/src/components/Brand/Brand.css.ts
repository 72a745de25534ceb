import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inlineRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const brand = recipe({
  base: {
    ...inlineRow(vars.space['2']),
    color: vars.color.heading,
    textDecoration: 'none',
    minWidth: 0,
    selectors: { 'a&:hover': { color: vars.color.heading, textDecoration: 'none' } },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const mark = style({ width: '2.4em', height: '2.4em', flexShrink: 0 });

export const leaf = style({ fill: vars.color.accent });
const line = (stroke: string, strokeWidth: number) =>
  style({ fill: 'none', stroke, strokeWidth, strokeLinecap: 'round' });
export const veins = line(vars.color.page, 2.4);
export const rays = line(vars.color.accent, 2.5);

export const words = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.semibold,
  fontSize: '1.15em',
  lineHeight: 1.05,
  maxWidth: '11em',
});

export const tagline = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginTop: vars.space['1'],
});

import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** For a style that hides its element only at some widths. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const eyebrow = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.accent,
});

/** A code that must not break at its hyphen on a phone. */
export const noWrap = style({ whiteSpace: 'nowrap' });

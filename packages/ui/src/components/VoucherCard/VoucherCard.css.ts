import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { figureFont, inlineRow, stack } from '../../styles/layout.ts';
import { accentColors, inkColors, lightColors, vars } from '../../tokens/theme.css.ts';

export const card = style({ overflow: 'visible' });

export const band = recipe({
  base: {
    margin: `calc(-1 * ${vars.space['5']}) calc(-1 * ${vars.space['5']}) 0`,
    padding: vars.space['5'],
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    ...stack(vars.space['1']),
  },
  variants: {
    colour: {
      sand: { backgroundColor: lightColors.surfaceMuted, color: lightColors.text },
      teal: { backgroundColor: accentColors.page, color: accentColors.text },
      ink: { backgroundColor: inkColors.page, color: inkColors.text },
    },
  },
});

export const title = style({ fontSize: vars.fontSize['2xl'], color: 'inherit' });

export const subtitle = style({ fontSize: vars.fontSize.sm });

export const price = style(figureFont(vars.fontSize['4xl']));

export const popular = style({ zIndex: 1, boxShadow: vars.shadow.md });

export const validity = style({
  ...inlineRow(vars.space['1']),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accent,
});

/** At the bottom, so the buttons of cards side by side line up. */
export const form = style({ marginTop: 'auto' });

export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['2'],
  alignItems: 'start',
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.15rem 0 0',
  accentColor: vars.color.action,
  cursor: 'pointer',
});

export const checkLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const termsLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

/** While checked, the recipient's fields are hidden (CSS, no script). */
export const collapses = style({});

export const collapsible = style({
  selectors: { [`form:has(${collapses}:checked) &`]: { display: 'none' } },
});

export const choice = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  ...stack(vars.space['2']),
});

export const legend = style({ padding: 0, marginBottom: vars.space['1'] });

export const counter = style({ alignSelf: 'flex-end', fontVariantNumeric: 'tabular-nums' });

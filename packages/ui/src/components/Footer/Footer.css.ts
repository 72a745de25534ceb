import { style } from '@vanilla-extract/css';
import { bareList, pageColumn, stack, wrapRow } from '../../styles/layout.ts';
import { eyebrow } from '../../styles/utils.css.ts';
import { media, themeInk, vars } from '../../tokens/theme.css.ts';

export const footer = style([
  themeInk,
  { paddingTop: vars.space['9'], paddingBottom: vars.space['6'], fontSize: vars.fontSize.sm },
]);

export const inner = style({
  ...pageColumn,
  ...stack(vars.space['7']),
});

export const columns = style({
  display: 'grid',
  gap: vars.space['7'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1fr' },
  },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const muted = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** The eyebrow's letters, in the heading colour. */
export const heading = style([
  eyebrow,
  { color: vars.color.heading, marginBottom: vars.space['3'] },
]);

export const list = style({
  ...bareList,
  ...stack(vars.space['2']),
  color: vars.color.textMuted,
});

export const link = style({
  display: 'inline-block',
  paddingBlock: '0.2rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentHover, textDecoration: 'underline' } },
});

export const contactItem = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
});

export const bottom = style({
  ...stack(vars.space['4']),
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const legal = style({
  ...wrapRow(`${vars.space['2']} ${vars.space['5']}`),
  ...bareList,
  color: vars.color.textMuted,
});

export const disclaimer = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: vars.size.narrow,
});

/** The services sit in two columns until the footer has four. */
export const serviceList = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space['4'],
    '@media': { [media.lg]: { gridTemplateColumns: '1fr' } },
  },
]);

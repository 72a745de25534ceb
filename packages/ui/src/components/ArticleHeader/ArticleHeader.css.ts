import { style } from '@vanilla-extract/css';
import { cardImage, smallMutedText, stack, wrappedSpaceBetween } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const header = style({
  ...stack(vars.space['4']),
  maxWidth: vars.size.narrow,
});

export const top = style(wrappedSpaceBetween(vars.space['3']));

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  ...smallMutedText,
});

export const excerpt = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const image = style({
  ...cardImage('16 / 9'),
  borderRadius: vars.radius.xl,
  marginTop: vars.space['2'],
});

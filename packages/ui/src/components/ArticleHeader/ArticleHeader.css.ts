import { style } from '@vanilla-extract/css';
import * as layout from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const header = style({
  ...layout.stack(vars.space['4']),
  maxWidth: vars.size.narrow,
});

export const top = style(layout.wrappedSpaceBetween(vars.space['3']));

export const meta = style({
  ...layout.wrapRow(`${vars.space['1']} ${vars.space['4']}`),
  ...layout.smallMutedText,
});

export const excerpt = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const image = style({
  ...layout.cardImage('16 / 9'),
  borderRadius: vars.radius.xl,
  marginTop: vars.space['2'],
});

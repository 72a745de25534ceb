import { style } from '@vanilla-extract/css';
import { cardBody, cardImage, inlineRow, wrappedSpaceBetween } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const image = style(cardImage('16 / 9'));

export const body = style(cardBody);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style(inlineRow(vars.space['1']));

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const excerpt = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({
  marginTop: 'auto',
  width: '100%',
  ...wrappedSpaceBetween(vars.space['2']),
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { cardImage, smallMutedText, wrapRow, wrappedSpaceBetween } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';
export { metaItem } from '../../styles/shared.css.ts';

export const image = style(cardImage('16 / 9'));

export const meta = style({
  ...wrapRow(`${vars.space['1']} ${vars.space['3']}`),
  alignItems: 'center',
  ...smallMutedText,
});

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const footer = style({
  marginTop: 'auto',
  width: '100%',
  ...wrappedSpaceBetween(vars.space['2']),
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
});

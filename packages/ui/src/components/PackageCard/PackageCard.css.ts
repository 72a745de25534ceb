import { style } from '@vanilla-extract/css';
import { wrappedSpaceBetween } from '../../styles/layout.ts';
import { cardPrice, cardTitle, popularBadge } from '../../styles/offer.css.ts';
import { vars } from '../../tokens/theme.css.ts';

export const top = style(wrappedSpaceBetween(vars.space['2']));

export const popular = popularBadge;

export const title = cardTitle;

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const price = cardPrice;

export const unit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted });

export const saving = style({ alignSelf: 'flex-start' });

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

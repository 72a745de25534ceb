import { style } from '@vanilla-extract/css';
import { cardBody, cardImage, inlineRow, wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const image = style(cardImage('4 / 3'));

export const body = style(cardBody);

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const description = style({ color: vars.color.textMuted });

export const facts = style({
  ...wrapRow(vars.space['2']),
  margin: 0,
});

export const fact = style({
  margin: 0,
  ...inlineRow(vars.space['1']),
  paddingBlock: '0.2rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'], width: '100%' });

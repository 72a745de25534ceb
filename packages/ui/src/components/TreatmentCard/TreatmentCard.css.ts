import { style } from '@vanilla-extract/css';
import { accentSubtitle, badgeRow, cardImage, inlineRow, stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const media = style({ position: 'relative' });

export const image = style(cardImage('4 / 3'));

export const price = style({
  position: 'absolute',
  top: vars.space['3'],
  left: vars.space['3'],
  boxShadow: vars.shadow.md,
});

export const body = style({
  ...stack(vars.space['3']),
  padding: vars.space['5'],
  flexGrow: 1,
});

export const subtitle = style(accentSubtitle);

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const description = style({ color: vars.color.textMuted });

export const meta = style({
  ...inlineRow(vars.space['1']),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const zonesTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const zones = style(badgeRow);

export const action = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

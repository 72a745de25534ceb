import { style } from '@vanilla-extract/css';
import { leadText } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
});

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const text = style(leadText);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

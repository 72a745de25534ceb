import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const figure = style({
  ...stack(vars.space['4']),
  height: '100%',
});

export const stars = style({ display: 'flex', gap: '0.15rem', color: vars.color.accent });

export const quote = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  quotes: '"«\u00A0" "\u00A0»"',
  selectors: {
    '&::before': { content: 'open-quote' },
    '&::after': { content: 'close-quote' },
  },
});

export const caption = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
});

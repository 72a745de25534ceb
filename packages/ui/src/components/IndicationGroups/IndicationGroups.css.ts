import { style } from '@vanilla-extract/css';
import { smallMutedText } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const benefits = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  ...smallMutedText,
});

export const icon = style({ color: vars.color.accent, marginTop: '0.1em' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const benefits = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.accent, marginTop: '0.1em' });

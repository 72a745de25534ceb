import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
});

export const icon = style({ color: vars.color.accent });

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const hint = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });

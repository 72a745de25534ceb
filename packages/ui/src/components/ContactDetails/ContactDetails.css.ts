import { style } from '@vanilla-extract/css';
import { centredRow, iconTile, stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style(stack(vars.space['4']));

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const iconBox = style({ flexShrink: 0, ...iconTile('2.5rem') });

export const label = style({
  ...centredRow(vars.space['3']),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const value = style({
  paddingLeft: `calc(2.5rem + ${vars.space['3']})`,
  color: vars.color.textMuted,
});

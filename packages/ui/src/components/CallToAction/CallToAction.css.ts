import { style } from '@vanilla-extract/css';
import { centredStack } from '../../styles/layout.ts';
import { actionRow } from '../../styles/shared.css.ts';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  ...centredStack(vars.space['4']),
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
});

export const actions = style([actionRow, { justifyContent: 'center' }]);

import { style } from '@vanilla-extract/css';
import { inlineRow, smallMutedText } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const countdown = style({
  ...inlineRow(vars.space['2']),
  ...smallMutedText,
  fontVariantNumeric: 'tabular-nums',
});

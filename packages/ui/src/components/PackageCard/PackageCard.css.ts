import { style } from '@vanilla-extract/css';
import { wrapRow } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const priceLine = style({ ...wrapRow(`0 ${vars.space['2']}`), alignItems: 'baseline' });

export const saving = style({ alignSelf: 'flex-start' });

import { style } from '@vanilla-extract/css';
import { iconTile } from '../../styles/layout.ts';

export const iconBox = style(iconTile('3rem'));

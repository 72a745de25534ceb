import { style } from '@vanilla-extract/css';
import * as layout from './layout.ts';

export const popularBadge = style(layout.popularBadge);

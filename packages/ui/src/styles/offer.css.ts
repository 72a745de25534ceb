import { style } from '@vanilla-extract/css';
import * as layout from './layout.ts';
import { vars } from '../tokens/theme.css.ts';

export const popularBadge = style(layout.popularBadge);

export const cardTitle = style({ fontSize: vars.fontSize['2xl'] });

export const cardPrice = style(layout.accentFigure);

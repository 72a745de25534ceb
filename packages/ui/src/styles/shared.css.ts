/** Classes several components share; each component's `.css.ts` re-exports them under its own names. */
import { style } from '@vanilla-extract/css';
import * as layout from './layout.ts';
import { vars } from '../tokens/theme.css.ts';

export const muted = style({ color: vars.color.textMuted });

export const smallMuted = style(layout.smallMutedText);

export const semibold = style({ fontWeight: vars.fontWeight.semibold });

export const titleXl = style({ fontSize: vars.fontSize.xl });

export const title2xl = style({ fontSize: vars.fontSize['2xl'] });

export const title3xl = style({ fontSize: vars.fontSize['3xl'] });

/** A page's own title, in its header. */
export const pageTitle = style({
  fontSize: vars.fontSize['4xl'],
  letterSpacing: vars.letterSpacing.tight,
});

/** The paragraph that opens a section under its title. */
export const leadText = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

/** The short line above or below a card's title. */
export const accentSubtitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

/** A key number or a price, large and in the accent colour. */
export const accentFigure = style({
  ...layout.figureFont(vars.fontSize['3xl']),
  color: vars.color.accent,
});

/** An article's author, date or reading time. */
export const metaItem = style(layout.inlineRow(vars.space['1']));

/** A list of small badges. */
export const badgeRow = style({ ...layout.wrapRow(vars.space['1']), ...layout.bareList });

/** The buttons under a text. */
export const actionRow = style({ ...layout.wrapRow(vars.space['3']), paddingTop: vars.space['2'] });

/** A card's picture, full width above its text. */
export const cardImage43 = style(layout.cardImage('4 / 3'));

export const cardBody = style({
  ...layout.stack(vars.space['3']),
  alignItems: 'flex-start',
  padding: vars.space['5'],
  flexGrow: 1,
});

/** At a card's bottom, so that the actions of cards side by side line up. */
export const cardAction = style({ marginTop: 'auto', paddingTop: vars.space['2'] });

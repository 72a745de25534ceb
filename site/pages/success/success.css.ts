import { vars } from '@clinique/ui';
import { style } from '@vanilla-extract/css';

export const code = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const recap = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  textAlign: 'start',
  margin: `${vars.space['4']} auto`,
  maxWidth: '32rem',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ fontWeight: 600, overflowWrap: 'anywhere' });

/** A `dt`/`dd` pair laid out by the list's grid. */
export const row = style({ display: 'contents' });

/** The code's live region: while it says nothing, out of the flow, so it adds no gap to the page. */
export const status = style({
  selectors: { '&:not(:has(> :not([hidden])))': { position: 'absolute' } },
});

/**
 * The few arrangement rules page files need between UI components (spacing, centring). No look of
 * its own: colours, type and components come from @clinique/ui.
 */
import { vars } from '@clinique/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Children one under the other. */
export const stack = styleVariants({
  sm: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
  md: { display: 'flex', flexDirection: 'column', gap: vars.space['5'] },
  lg: { display: 'flex', flexDirection: 'column', gap: vars.space['8'] },
});

/** A row of buttons that wraps on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const centred = style({ justifyContent: 'center', textAlign: 'center' });

/** Space above a block that follows a grid in the same section. */
export const spaced = style({ marginTop: vars.space['8'] });

/** A subheading inside a section (h3). */
export const subheading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['3'] });

/** Muted text: intros inside cards. */
export const muted = style({ color: vars.color.textMuted });

/** An illustration that fills its column. */
export const illustration = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

/** Price tables side by side when there is room (an always-visible price section). */
export const priceTables = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
});

import { style } from '@vanilla-extract/css';
import { smallMutedText } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const images = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const labels = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  textAlign: 'center',
});

export const label = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'lining-nums',
  color: vars.color.heading,
});

export const image = style({
  width: '100%',
  // The frame around it takes the ratio of its width and height; a file of another ratio fits inside.
  height: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const caption = style({
  ...smallMutedText,
  maxWidth: vars.size.prose,
});

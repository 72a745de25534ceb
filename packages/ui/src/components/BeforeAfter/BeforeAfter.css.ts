import { style } from '@vanilla-extract/css';
import { media, vars } from '../../tokens/theme.css.ts';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const images = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const frame = style({ position: 'relative' });

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const label = style({ position: 'absolute', top: vars.space['3'], left: vars.space['3'] });

export const caption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});

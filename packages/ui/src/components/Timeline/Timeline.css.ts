import { style } from '@vanilla-extract/css';
import { bareList, stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  position: 'relative',
  ...bareList,
  display: 'grid',
  gap: vars.space['5'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: vars.space['2'],
      bottom: vars.space['2'],
      left: '0.5rem',
      width: '2px',
      backgroundColor: vars.color.border,
    },
  },
});

export const item = style({
  position: 'relative',
  paddingLeft: vars.space['7'],
  ...stack(vars.space['1']),
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '0.2rem',
      width: '1.1rem',
      height: '1.1rem',
      borderRadius: '50%',
      backgroundColor: vars.color.page,
      border: `3px solid ${vars.color.accent}`,
    },
  },
});

export const period = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  color: vars.color.accent,
});

export const duration = style({ alignSelf: 'flex-start', marginTop: vars.space['1'] });

import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.ts';
import { vars } from '../../tokens/theme.css.ts';

export const wrapper = style({
  ...stack(vars.space['3']),
  minWidth: 0,
});

/** Borders of a collapsed table cannot be rounded; a too wide table scrolls instead of hiding a column. */
export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

const cell = {
  padding: vars.space['3'],
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

const separated = { borderTop: `1px solid ${vars.color.border}` } as const;

export const headCell = style({
  ...cell,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  // A heading the clinic lengthens wraps rather than widening the table past a phone's screen.
  textWrap: 'balance',
});

/** A zone's long word breaks, so the table fits a phone rather than scroll; amounts never break. */
export const rowHead = style({
  ...cell,
  ...separated,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** Amounts and units are joined by no-break spaces, so a phone shows every column. */
export const dataCell = style({ ...cell, ...separated });

export const numeric = style({ textAlign: 'right' });

export const amount = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.accent });

export const note = style({
  display: 'block',
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const breakdown = style({
  ...cell,
  paddingTop: 0,
  textAlign: 'right',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

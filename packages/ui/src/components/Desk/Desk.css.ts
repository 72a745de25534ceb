/** Readable at arm's length at the reception desk. */
import { style } from '@vanilla-extract/css';
import { bareList, centredRow, stack, wrapRow, wrappedSpaceBetween } from '../../styles/layout.ts';
import * as shared from '../../styles/shared.css.ts';
import { vars } from '../../tokens/theme.css.ts';

export const panel = style({
  ...stack(vars.space['4']),
  minWidth: 0,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const danger = style([
  message,
  { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
]);

export const success = style([
  message,
  { backgroundColor: vars.color.successSurface, color: vars.color.success },
]);

export const actions = style({
  ...wrapRow(vars.space['3']),
  alignItems: 'center',
});

export const sessionBar = style({
  ...wrappedSpaceBetween(vars.space['2']),
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  color: vars.color.heading,
  overflowWrap: 'anywhere',
});

export const header = style(wrappedSpaceBetween(vars.space['2']));

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['3'],
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const term = shared.smallMuted;

export const value = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const balance = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.heading,
});

/** Headings take their font, weight and colour from the global styles. */
export const title = shared.titleXl;

export const subheading = style({ fontSize: vars.fontSize.lg });

export const intro = shared.muted;

export const history = style({
  ...bareList,
  ...stack(vars.space['3']),
});

export const historyItem = style({
  ...stack(vars.space['1']),
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const muted = style([shared.smallMuted, { overflowWrap: 'anywhere' }]);

export const typedMessage = style({
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const listRow = style({
  ...stack(vars.space['1']),
  paddingBlock: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Large enough to tap at the desk. */
export const rowLink = style([
  code,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);

/** A use undone stays in the history, marked. */
export const undone = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
});

export const check = style({ ...centredRow(vars.space['2']), minHeight: '44px' });

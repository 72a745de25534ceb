import { style } from '@vanilla-extract/css';
import { bareList, stack } from '../../styles/layout.ts';
import { media, vars } from '../../tokens/theme.css.ts';

export const document = style({
  ...stack(vars.space['8']),
  maxWidth: vars.size.prose,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const contents = style({
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

export const contentsTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space['2'] });

/** A list indented by its markers. */
const markedList = (gap: string) =>
  style({
    paddingLeft: vars.space['5'],
    display: 'grid',
    gap,
  });

export const contentsList = markedList(vars.space['1']);

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const heading = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.snug });

export const list = markedList(vars.space['2']);

const sheet = style({
  display: 'grid',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const facts = style([
  sheet,
  { gap: vars.space['3'], padding: vars.space['4'], border: `1px solid ${vars.color.border}` },
]);

export const factRow = style({
  display: 'grid',
  gap: `0 ${vars.space['4']}`,
  '@media': { [media.sm]: { gridTemplateColumns: '14rem 1fr' } },
});

export const factValue = style({ overflowWrap: 'anywhere' });

export const links = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['2'],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['1'],
  fontWeight: vars.fontWeight.medium,
});

export const form = style([
  sheet,
  {
    gap: vars.space['5'],
    padding: vars.space['5'],
    border: `2px dashed ${vars.color.borderStrong}`,
  },
]);

export const formLine = style({
  paddingBottom: vars.space['5'],
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

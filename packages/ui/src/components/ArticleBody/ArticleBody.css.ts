import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const body = style({
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  hyphens: 'auto',
});

const flow = `${body} > * + *`;
globalStyle(flow, { marginTop: vars.space['5'] });

globalStyle(`${body} h2`, { fontSize: vars.fontSize['2xl'], marginTop: vars.space['8'] });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.xl, marginTop: vars.space['6'] });
globalStyle(`${body} h4`, { fontSize: vars.fontSize.lg, marginTop: vars.space['5'] });
globalStyle(`${body} :is(h2, h3, h4) + *`, { marginTop: vars.space['3'] });

globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space['5'] });
globalStyle(`${body} li + li`, { marginTop: vars.space['2'] });
globalStyle(`${body} li::marker`, { color: vars.color.accent });

globalStyle(`${body} a`, { color: vars.color.accent, fontWeight: vars.fontWeight.medium });

globalStyle(`${body} strong`, { fontWeight: vars.fontWeight.semibold });

globalStyle(`${body} blockquote`, {
  margin: `${vars.space['6']} 0`,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

globalStyle(`${body} img`, { borderRadius: vars.radius.lg });

globalStyle(`${body} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  display: 'block',
  overflowX: 'auto',
});
globalStyle(`${body} th, ${body} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${body} thead th`, { backgroundColor: vars.color.surfaceMuted });

globalStyle(`${body} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}` });

globalStyle(`${body} code`, {
  fontSize: '0.9em',
  padding: '0.1em 0.3em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

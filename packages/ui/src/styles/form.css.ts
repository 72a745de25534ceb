import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';
import { stack } from './layout.ts';
export { smallMuted as hint } from './shared.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const field = style({
  ...stack(vars.space['1']),
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** A required field's frame: an asterisk after its label, seen only (the control says `required`). */
export const requiredField = style({});

globalStyle(`${requiredField} > label::after`, {
  // Empty alternative text: the control's own required state is what is announced.
  content: ['" *"', '" *" / ""'],
  color: vars.color.danger,
});

export const control = style({
  width: '100%',
  minHeight: '3rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // 16 px at least, or phones zoom into the field.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style([control, { resize: 'vertical', minHeight: '8rem' }]);

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space['7'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%231E5E5A' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['3']} center`,
    backgroundSize: '1.25rem',
  },
]);

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
});

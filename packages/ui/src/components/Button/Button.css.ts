import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

const onHover = (rules: StyleRule) => ({ selectors: { '&:hover:not(:disabled)': rules } });

const ghost = {
  backgroundColor: 'transparent',
  color: vars.color.accent,
  ...onHover({ backgroundColor: vars.color.surfaceAccent, color: vars.color.accentHover }),
};

const size = (fontSize: string, paddingBlock: string, paddingInline: string) => ({
  fontSize,
  paddingBlock,
  paddingInline,
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.tapTarget,
    borderRadius: vars.radius.pill,
    border: '1.5px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'center',
    // A label's long word breaks rather than widen the button past a phone's screen.
    overflowWrap: 'anywhere',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:focus-visible': { outlineOffset: '3px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.action,
        color: vars.color.onAction,
        boxShadow: vars.shadow.sm,
        ...onHover({ backgroundColor: vars.color.actionHover, color: vars.color.onAction }),
      },
      secondary: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
        ...onHover({ borderColor: vars.color.borderStrong, color: vars.color.text }),
      },
      outline: { ...ghost, borderColor: vars.color.accent },
      ghost,
    },
    size: {
      sm: size(vars.fontSize.sm, vars.space['2'], vars.space['4']),
      md: size(vars.fontSize.md, vars.space['2'], vars.space['5']),
      lg: { ...size(vars.fontSize.lg, vars.space['3'], vars.space['6']), minHeight: '3.25rem' },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

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
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color, box-shadow, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:hover': { textDecoration: 'none' },
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
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.actionHover,
            color: vars.color.onAction,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&:hover:not(:disabled)': {
            borderColor: vars.color.borderStrong,
            color: vars.color.text,
          },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        borderColor: vars.color.accent,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.surfaceAccent,
            color: vars.color.accentHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.surfaceAccent,
            color: vars.color.accentHover,
          },
        },
      },
    },
    size: {
      sm: {
        fontSize: vars.fontSize.sm,
        paddingBlock: vars.space['2'],
        paddingInline: vars.space['4'],
      },
      md: {
        fontSize: vars.fontSize.md,
        paddingBlock: vars.space['2'],
        paddingInline: vars.space['5'],
      },
      lg: {
        fontSize: vars.fontSize.lg,
        paddingBlock: vars.space['3'],
        paddingInline: vars.space['6'],
        minHeight: '3.25rem',
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

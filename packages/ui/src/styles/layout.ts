import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** Flex layouts many styles share; spread where their properties stood, the built CSS keeps its order. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Figures set like the headings (prices, numbers): Cormorant, lining figures. */
export const figureFont = (fontSize: string, lineHeight: string = vars.lineHeight.tight) =>
  ({
    fontFamily: vars.font.heading,
    fontSize,
    fontWeight: vars.fontWeight.semibold,
    lineHeight,
    fontVariantNumeric: 'lining-nums',
  }) as const;

export const centredRow = (gap: string | 0) =>
  ({ display: 'flex', alignItems: 'center', gap }) as const;

export const smallMutedText = { fontSize: vars.fontSize.sm, color: vars.color.textMuted } as const;

export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const centredStack = (gap: string) =>
  ({ ...stack(gap), alignItems: 'center', textAlign: 'center' }) as const;

/** The page's column: the container's width between the gutters. */
export const pageColumn = {
  width: '100%',
  maxWidth: `calc(${vars.size.container} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
} as const;

export const spaceBetween = (gap: string) =>
  ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap }) as const;

export const wrappedSpaceBetween = (gap: string) =>
  ({ ...spaceBetween(gap), flexWrap: 'wrap' }) as const;

export const surfaceBox = (borderRadius: string) => ({
  borderRadius,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const centredBox = (size: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
  }) as const;

export const iconTile = (size: string) => ({
  ...centredBox(size),
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAccent,
  color: vars.color.accent,
});

export const wrapRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

export const inlineRow = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap }) as const;

/** A card's picture, full width above its text. */
export const cardImage = (aspectRatio: string) =>
  ({
    width: '100%',
    aspectRatio,
    objectFit: 'cover',
    backgroundColor: vars.color.surfaceMuted,
  }) as const;

/** A `<summary>` without the browser's marker, with its own `selectors`. */
export const markerless = (selectors: NonNullable<StyleRule['selectors']> = {}) =>
  ({
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&::marker': { content: '""' },
      ...selectors,
    },
  }) as const;

/** Shown while its `<details>` is closed. */
export const whileClosed = (details: string) =>
  ({ selectors: { [`${details}[open] &`]: { display: 'none' } } }) as const;

/** Shown, with this `display`, while its `<details>` is open. */
export const whileOpen = (details: string, display: 'inline' | 'inline-flex') =>
  ({ display: 'none', selectors: { [`${details}[open] &`]: { display } } }) as const;

/** A chevron turned over while its `<details>` is open. */
export const openChevron = (details: string, duration: string = vars.motion.duration.base) =>
  ({
    transitionProperty: 'transform',
    transitionDuration: duration,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } },
  }) as const;

import { vars } from '../tokens/theme.css.ts';

/** Flex layouts many styles share; spread where their properties stood, the built CSS keeps its order. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

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

export const cardBody = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  flexGrow: 1,
} as const;

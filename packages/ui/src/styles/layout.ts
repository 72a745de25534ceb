/** Flex layouts many styles share; spread where their properties stood, the built CSS keeps its order. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

export const inlineRow = (gap: string) =>
  ({ display: 'inline-flex', alignItems: 'center', gap }) as const;

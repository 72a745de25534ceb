import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../../styles/layout.ts';
import { themeAccent, themeLight, vars } from '../../tokens/theme.css.ts';

export const card = recipe({
  base: {
    position: 'relative',
    ...stack(vars.space['3']),
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    tone: {
      surface: [themeLight, { backgroundColor: vars.color.surface, boxShadow: vars.shadow.sm }],
      muted: [themeLight, { backgroundColor: vars.color.surfaceMuted, borderColor: 'transparent' }],
      accent: [themeAccent, { borderColor: 'transparent' }],
    },
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      sm: { padding: vars.space['4'] },
      md: { padding: vars.space['5'] },
      lg: { padding: `clamp(${vars.space['5']}, 4vw, ${vars.space['7']})` },
    },
    highlighted: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.lg}`,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'surface', padding: 'md', highlighted: false },
});

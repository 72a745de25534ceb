/**
 * Every text/background pair meets WCAG 2.2 AA (ratios in the "Tokens" story): `textMuted` on every
 * surface of its set, `borderStrong` at 3:1. Components read `vars` only, so a surface can switch
 * the colour set.
 */
import { accentColors, inkColors, lightColors } from '@clinique/catalog/colours';
import { assignVars, createGlobalTheme, style } from '@vanilla-extract/css';

/** Mobile first: a style applies from this width up. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm / 16}em)`,
  md: `screen and (min-width: ${breakpoints.md / 16}em)`,
  lg: `screen and (min-width: ${breakpoints.lg / 16}em)`,
  xl: `screen and (min-width: ${breakpoints.xl / 16}em)`,
  /** Narrower than any phone: one zoomed in, or set to its largest display size. */
  zoomedPhone: `screen and (max-width: ${300 / 16 - 0.01}em)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export { accentColors, inkColors, lightColors };

export const tokenValues = {
  color: lightColors,
  font: {
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading:
      "'Cormorant Garamond', 'Cormorant Garamond Fallback', Georgia, 'Times New Roman', serif",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: 'clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)',
    '2xl': 'clamp(1.5rem, 1.3rem + 0.9vw, 2rem)',
    '3xl': 'clamp(1.875rem, 1.5rem + 1.8vw, 2.875rem)',
    '4xl': 'clamp(2.25rem, 1.7rem + 2.8vw, 4rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.1', snug: '1.3', normal: '1.55', relaxed: '1.7' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.08em' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '2.5rem',
    '8': '3rem',
    '9': '4rem',
    '10': '6rem',
    section: 'clamp(3rem, 2rem + 4vw, 6rem)',
    gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2.5rem)',
  },
  size: {
    container: '76rem',
    narrow: '48rem',
    prose: '42rem',
    tapTarget: '2.75rem',
    headerHeight: '4.5rem',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', xl: '2rem', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(43, 36, 32, 0.06), 0 1px 3px rgba(43, 36, 32, 0.05)',
    md: '0 4px 12px rgba(43, 36, 32, 0.07), 0 2px 4px rgba(43, 36, 32, 0.04)',
    lg: '0 16px 40px rgba(43, 36, 32, 0.10), 0 4px 10px rgba(43, 36, 32, 0.05)',
    focus: '0 0 0 3px rgba(30, 94, 90, 0.35)',
  },
  motion: {
    duration: { fast: '150ms', base: '250ms', slow: '400ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1)',
    },
  },
};

/** The one theme contract: its variables are set on `:root`. */
export const vars = createGlobalTheme(':root', tokenValues);

/** Cards inside an accent band stay light. */
export const themeLight = style({ vars: assignVars(vars.color, lightColors) });

const onColors = (colors: Record<keyof typeof lightColors, string>) =>
  style({
    vars: assignVars(vars.color, colors),
    backgroundColor: vars.color.page,
    color: vars.color.text,
  });

export const themeInk = onColors(inkColors);
export const themeAccent = onColors(accentColors);

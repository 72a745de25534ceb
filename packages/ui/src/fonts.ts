/**
 * Self-hosted fonts (no third-party font CDN): Inter variable for text, Cormorant Garamond 600 for
 * headings, Latin subset only (≈ 48 KB + 23 KB of woff2), `font-display: swap`, each with a
 * metric-matched local fallback (fonts.css; the stacks are `vars.font` in tokens/theme.css.ts).
 */
import './fonts.css';

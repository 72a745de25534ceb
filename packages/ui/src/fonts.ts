/**
 * Self-hosted fonts (no third-party font CDN): Inter variable for text, Cormorant Garamond 600 for
 * headings. The CSS declares one `@font-face` per subset with a `unicode-range`, so a French page
 * downloads only the Latin files (≈ 48 KB for Inter, ≈ 30 KB for Cormorant). `font-display: swap`.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource/cormorant-garamond/600.css';

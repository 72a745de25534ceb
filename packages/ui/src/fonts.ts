/** Self-hosted (no third-party font CDN), Latin subset only; fallbacks in fonts.css. */
import './fonts.css';

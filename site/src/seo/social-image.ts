/**
 * Link previews do not show SVG: a page's social image (`og:image`, `twitter:image`) is a PNG of
 * 1200 × 630 rendered at build time from the catalog's SVG illustration (src/optimize-build.ts):
 * `/images/hero/home.svg` → `/social/hero/home.png`.
 */
export const SOCIAL_IMAGE = {
  directory: '/social',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

const SVG_IMAGE = /^\/images\/(.+)\.svg$/;

/** The PNG path of an illustration (`src` as the catalog writes it); other images are kept as they are. */
export function socialImagePath(src: string): string {
  const match = SVG_IMAGE.exec(src);
  return match ? `${SOCIAL_IMAGE.directory}/${match[1]}.png` : src;
}

/** The illustration a social PNG is rendered from. */
export function socialImageSource(path: string): string {
  const match = new RegExp(`^${SOCIAL_IMAGE.directory}/(.+)\\.png$`).exec(path);
  if (!match) throw new Error(`${path} is not a social image (${SOCIAL_IMAGE.directory}/….png)`);
  return `/images/${match[1]}.svg`;
}

/** Link previews do not show SVG: a PNG of 1200 × 630 is rendered at build time. */
export const SOCIAL_IMAGE = {
  directory: '/social',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

const SVG_IMAGE = /^\/images\/(.+)\.svg$/;

export function socialImagePath(src: string): string {
  const match = SVG_IMAGE.exec(src);
  return match ? `${SOCIAL_IMAGE.directory}/${match[1]}.png` : src;
}

export function socialImageSource(path: string): string {
  const match = new RegExp(`^${SOCIAL_IMAGE.directory}/(.+)\\.png$`).exec(path);
  if (!match) throw new Error(`${path} is not a social image (${SOCIAL_IMAGE.directory}/….png)`);
  return `/images/${match[1]}.svg`;
}

import type { Image } from '@clinique/catalog';
import * as styles from './LazyImage.css.ts';

interface LazyImageProps {
  className: string;
  image: Pick<Image, 'src' | 'alt'>;
  width: number;
  height: number;
}

/** A picture below the fold: fetched, decoded and drawn only as it nears the screen. */
export function LazyImage({ className, image, width, height }: LazyImageProps) {
  return (
    <span className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}

import type { Image } from '@clinique/catalog';

interface LazyImageProps {
  className: string;
  image: Pick<Image, 'src' | 'alt'>;
  width: number;
  height: number;
}

/** A picture below the fold: fetched and decoded as it nears the screen. */
export function LazyImage({ className, image, width, height }: LazyImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

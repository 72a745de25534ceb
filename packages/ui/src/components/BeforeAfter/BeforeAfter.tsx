import type { Image } from '@clinique/catalog';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './BeforeAfter.css.ts';

export interface BeforeAfterProps {
  /** One image (a diagram of both states) or several side by side. Nothing renders when empty. */
  images: readonly Image[];
  /** Caption under the images (what they show, "results vary"). */
  caption: string;
  /** Optional labels drawn on the images, in order ("Avant", "Après"); the alt text stays complete. */
  labels?: readonly string[];
}

/** Before/after illustration(s) in a `<figure>` with its caption. Never a patient photograph. */
export function BeforeAfter({ images, caption, labels = [] }: BeforeAfterProps) {
  if (images.length === 0) return null;
  return (
    <figure className={styles.figure}>
      <div className={styles.images}>
        {images.map((image, index) => (
          <div key={image.src} className={styles.frame}>
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={960}
              height={540}
              loading="lazy"
              decoding="async"
            />
            {labels[index] ? (
              <Badge tone="outline" className={styles.label}>
                <span aria-hidden="true">{labels[index]}</span>
              </Badge>
            ) : null}
          </div>
        ))}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

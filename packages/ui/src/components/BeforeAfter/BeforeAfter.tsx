import type { Image } from '@clinique/catalog';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import * as styles from './BeforeAfter.css.ts';

export interface BeforeAfterProps {
  /** One image per state, or one diagram of both states; the images carry no text. */
  images: readonly Image[];
  /** Said once, here ("results vary"). */
  caption: string;
  /** Written above each image or each half of a diagram; the alt text stays complete. */
  labels?: readonly string[];
}

function Labels({ labels }: { labels: readonly string[] }) {
  return (
    <div className={styles.labels} aria-hidden="true">
      {labels.map((label) => (
        <span key={label} className={styles.label}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** Never a patient photograph. */
export function BeforeAfter({ images, caption, labels = [] }: BeforeAfterProps) {
  if (images.length === 0) return null;
  const [only] = images;
  return (
    <figure className={styles.figure}>
      {images.length === 1 && only ? (
        <div className={styles.frame}>
          {labels.length > 0 ? <Labels labels={labels} /> : null}
          <LazyImage className={styles.image} image={only} width={960} height={420} />
        </div>
      ) : (
        <div className={styles.images}>
          {images.map((image, index) => (
            <div key={image.src} className={styles.frame}>
              {labels[index] ? <Labels labels={[labels[index]]} /> : null}
              <LazyImage className={styles.image} image={image} width={720} height={460} />
            </div>
          ))}
        </div>
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

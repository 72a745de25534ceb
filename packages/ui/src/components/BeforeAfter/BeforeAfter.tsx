import type { Image } from '@clinique/catalog';
import * as styles from './BeforeAfter.css.ts';

export interface BeforeAfterProps {
  /**
   * Several images side by side (one per state), or one diagram of both states (left half, right
   * half). The images carry no text: the labels and the caption are the page's. Nothing renders when
   * empty.
   */
  images: readonly Image[];
  /** Caption under the images (what they show, "results vary"): said once, here. */
  caption: string;
  /**
   * Labels of the states, in order ("Avant", "Après"), written once above each image, or above each
   * half of a single diagram; the alt text stays complete.
   */
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

/** One illustration, its ratio given (the diagrams of both states are wider). */
function Illustration({ image, width, height }: { image: Image; width: number; height: number }) {
  return (
    <img
      className={styles.image}
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Before/after illustration(s) in a `<figure>` with its caption. Never a patient photograph. */
export function BeforeAfter({ images, caption, labels = [] }: BeforeAfterProps) {
  if (images.length === 0) return null;
  const [only] = images;
  return (
    <figure className={styles.figure}>
      {images.length === 1 && only ? (
        <div className={styles.frame}>
          {labels.length > 0 ? <Labels labels={labels} /> : null}
          <Illustration image={only} width={960} height={420} />
        </div>
      ) : (
        <div className={styles.images}>
          {images.map((image, index) => (
            <div key={image.src} className={styles.frame}>
              {labels[index] ? <Labels labels={[labels[index]]} /> : null}
              <Illustration image={image} width={720} height={460} />
            </div>
          ))}
        </div>
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

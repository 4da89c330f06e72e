import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { BlockProps } from '../kit/define-block.js';
import { BlockPicture } from '../kit/block-picture.js';
import type { GalleryData } from '@paddock/api-clients/blocks';
import styles from './gallery.module.css';

/** The viewer loads with the first click on a picture: a page of galleries does not ship it. */
const GalleryViewer = lazy(() => import('./gallery-viewer.js'));

const texts = {
  open: /*i18n*/ {
    id: 'blocks.gallery.open',
    message: 'Enlarge picture {position} of {count}: {alt}',
  },
};

const layoutClass = {
  'gallery-single-full-width': styles.singleFullWidth,
  'gallery-two-one': styles.twoOne,
  'gallery-one-two': styles.oneTwo,
};

/**
 * Pictures in a grid (one a row, or rows of two then one, or one then two from 1025 px); each opens
 * a viewer with previous and next, arrows and Escape, focus kept inside and given back on closing.
 */
export function Gallery({
  data: { title, layout = 'gallery-single-full-width', pictures },
}: BlockProps<GalleryData>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);

  const restoreTo = useRef<number | null>(null);

  // Focus goes back to the picture shown last once the viewer (and its inert page) is gone.
  useEffect(() => {
    if (open !== null || restoreTo.current === null) return;
    openers.current[restoreTo.current]?.focus();
    restoreTo.current = null;
  }, [open]);

  const close = (last: number) => {
    restoreTo.current = last;
    setOpen(null);
  };

  return (
    <section className={styles.gallery} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={[styles.grid, layoutClass[layout]].join(' ')}>
        {pictures.map((picture, index) => (
          <li key={`${picture.src} ${index}`} className={styles.item}>
            <button
              type="button"
              className={styles.opener}
              ref={(element) => {
                openers.current[index] = element;
              }}
              onClick={() => setOpen(index)}
              aria-haspopup="dialog"
              aria-label={i18n._(texts.open.id, {
                position: index + 1,
                count: pictures.length,
                alt: picture.alt,
              })}
            >
              <BlockPicture picture={picture} className={styles.picture} decorative />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <GalleryViewer
            title={title}
            pictures={pictures}
            index={open}
            onIndexChange={setOpen}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  );
}

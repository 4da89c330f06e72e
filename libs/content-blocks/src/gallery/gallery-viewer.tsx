import { useLingui } from '@lingui/react';
import { Icon } from '@paddock/ui';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { BlockPicture } from '../kit/block-picture.js';
import styles from './gallery.module.css';
import type { PictureData } from '@paddock/api-clients/blocks';

const texts = {
  label: /*i18n*/ { id: 'blocks.gallery.viewer', message: 'Picture viewer' },
  previous: /*i18n*/ { id: 'blocks.gallery.previous', message: 'Previous picture' },
  next: /*i18n*/ { id: 'blocks.gallery.next', message: 'Next picture' },
  close: /*i18n*/ { id: 'blocks.gallery.close', message: 'Close the viewer' },
  position: /*i18n*/ { id: 'blocks.gallery.position', message: '{position} of {count}' },
};

export interface GalleryViewerProps {
  title?: string | undefined;
  pictures: PictureData[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Closing, from the picture shown last (the gallery gives focus back to its opener). */
  onClose: (index: number) => void;
}

/**
 * Opens the dialog as a modal (the close button focused) and closes it when it goes; Escape asks the
 * owner to close it, with the picture shown then.
 */
function useModal(index: number, onClose: (index: number) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const indexRef = useRef(index);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    indexRef.current = index;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeButton.current?.focus();
    // Escape asks the dialog to cancel: the state closes it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current(indexRef.current);
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return { ref, closeButton };
}

/**
 * The gallery's viewer, a native modal `<dialog>`: `showModal()` keeps focus inside and makes the
 * page inert. Previous and next wrap around; the arrow keys do the same, Escape closes.
 */
export default function GalleryViewer({
  title,
  pictures,
  index,
  onIndexChange,
  onClose,
}: GalleryViewerProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const { ref, closeButton } = useModal(index, onClose);

  const count = pictures.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const picture = pictures[index] ?? pictures[0];
  if (!picture) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(index);
    }
  };

  return (
    // The dialog takes the arrows and Escape for all of its content; its buttons do the same by click.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={ref} className={styles.viewer} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className={styles.viewerBar}>
        <h2 id={headingId} className={styles.viewerTitle}>
          {title ?? i18n._(texts.label)}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.viewerButton}
          onClick={() => onClose(index)}
        >
          <Icon name="close" label={i18n._(texts.close)} />
        </button>
      </div>
      <figure className={styles.viewerFigure}>
        <BlockPicture key={picture.src} picture={picture} className={styles.viewerPicture} eager />
        <figcaption className={styles.viewerCaption}>
          <span>{picture.alt}</span>
          <span aria-live="polite">
            {i18n._(texts.position.id, { position: index + 1, count })}
          </span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <div className={styles.viewerNav}>
          <button type="button" className={styles.viewerButton} onClick={() => go(-1)}>
            <Icon name="arrow-left" label={i18n._(texts.previous)} />
          </button>
          <button type="button" className={styles.viewerButton} onClick={() => go(1)}>
            <Icon name="arrow-right" label={i18n._(texts.next)} />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

import { ModalTitle } from './dialog.js';
import type { ErrorModalProps } from './modal.js';
import styles from './error-modal.module.css';

/** The Error modal of SPEC §2 (a failed add to cart, SPEC §8): a title and a text. Loaded lazily. */
export default function ErrorModal({ title, text }: ErrorModalProps) {
  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      <p className={styles.text}>{text}</p>
    </>
  );
}

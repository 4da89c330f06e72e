import { useLingui } from '@lingui/react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { Icon } from '../icon/icon.js';
import { Spinner } from '../spinner/spinner.js';
import type { ModalSize } from './modal.js';
import styles from './dialog.module.css';

const texts = {
  close: /*i18n*/ { id: 'ui.modal.close', message: 'Close' },
};

/** What Tab stops on inside a dialog (its content's links and form controls). */
const tabbable = ':is(a[href],button:enabled,input:enabled,select,textarea)';

/** Set on `<body>` while a modal is open: the page behind it does not scroll. */
export const scrollLockClass = 'pdk-scroll-locked';

const TitleIdContext = createContext<string | undefined>(undefined);

export interface ModalTitleProps {
  children: ReactNode;
  className?: string;
}

/** The heading of a modal's content; it names the dialog for assistive technology. */
export function ModalTitle({ children, className }: ModalTitleProps) {
  const id = useContext(TitleIdContext);
  return (
    <h2 id={id} className={className ? `${styles.title} ${className}` : styles.title}>
      {children}
    </h2>
  );
}

/** What a modal shows while its content loads; its spinner's text names the dialog meanwhile. */
export function ModalLoading() {
  const id = useContext(TitleIdContext);
  return (
    <div id={id} className={styles.loading}>
      <Spinner size="large" />
    </div>
  );
}

/**
 * How a dialog sits: a centred modal of a host width (`narrow`, `wide`), or a `sheet` along the
 * window's start edge, full height with its own scroll (the site's menu panel).
 */
export type DialogSize = ModalSize | 'sheet';

export interface DialogProps {
  open: boolean;
  /** Called for every way of closing: the close button, Escape, a click on the backdrop. */
  onClose: () => void;
  size?: DialogSize;
  children?: ReactNode;
}

/**
 * The native modal `<dialog>` the modal host is built on: `showModal()` makes the rest of the page inert
 * and turns Escape into a `cancel` event; Tab and Shift+Tab go round its own stops. The open state stays with the caller.
 * While open, the page behind does not scroll; once closed, the focus goes back where it was.
 */
export function Dialog({ open, onClose, size = 'narrow', children }: DialogProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useShownModal(ref, open);
  useDialogListeners(ref, onCloseRef);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={open ? titleId : undefined}
    >
      {open ? (
        <div className={styles.panel}>
          <button type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" />
            <span className="pdk-visually-hidden">{i18n._(texts.close)}</span>
          </button>
          <TitleIdContext.Provider value={titleId}>{children}</TitleIdContext.Provider>
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * While `open`, the dialog is shown modal and the page behind does not scroll; once closed, the focus
 * goes back where it was.
 */
function useShownModal(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.body.classList.add(scrollLockClass);
    return () => {
      document.body.classList.remove(scrollLockClass);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open]);
}

/**
 * Escape, a click on the backdrop and the browser's own closing call `onClose`; Tab goes round the
 * dialog's stops. Listeners rather than JSX handlers: a click on the backdrop is a pointer-only
 * convenience, and keyboard users have Escape (jsx-a11y would ask the dialog for key handlers it does
 * not need).
 */
function useDialogListeners(
  ref: RefObject<HTMLDialogElement | null>,
  onCloseRef: RefObject<() => void>,
): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const close = () => onCloseRef.current();
    // The state closes the dialog, not the browser: Escape only asks.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // Closed by the browser all the same (a repeated Escape, a form with method="dialog"): follow it.
    const onNativeClose = () => {
      if (!dialog.open) close();
    };
    // The backdrop belongs to the dialog element: a press and release outside its box is a click on
    // it. A text selection dragged out of the content is not.
    let pressedOutside = false;
    const onPointerDown = (event: MouseEvent) => {
      pressedOutside = isOutside(dialog, event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && isOutside(dialog, event)) close();
      pressedOutside = false;
    };
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref, onCloseRef]);
}

/** Whether a click on the dialog element is outside its box: on its backdrop. */
function isOutside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Tab past the last stop comes back to the first, Shift+Tab past the first to the last: the browser
 * would let the focus out to its own toolbar.
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const stops = dialog.querySelectorAll<HTMLElement>(tabbable);
  const [edge, other] = event.shiftKey ? [0, stops.length - 1] : [stops.length - 1, 0];
  if (event.key === 'Tab' && document.activeElement === stops[edge]) {
    event.preventDefault();
    stops[other]?.focus();
  }
}

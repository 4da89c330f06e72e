import { Suspense } from 'react';
import { Dialog, ModalLoading, type DialogProps } from './dialog.js';

/**
 * The modal host's dialog, with the spinner its content shows while that loads. Its own module: the
 * host loads it with the first modal a page opens (modal-host.tsx).
 */
export default function ModalFrame({ children, ...dialog }: DialogProps) {
  return (
    <Dialog {...dialog}>
      {children ? <Suspense fallback={<ModalLoading />}>{children}</Suspense> : null}
    </Dialog>
  );
}

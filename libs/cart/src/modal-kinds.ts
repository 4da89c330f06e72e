import type { ModalKinds as UiModalKinds } from '@paddock/ui';

/** The modals of the cart lib, added to @paddock/ui's one modal host. */
declare module '@paddock/ui' {
  interface ModalKinds {
    /** After an add (SPEC §2): the cart's items, its validity, the way on and the cross-sells. */
    addedToCart: Record<never, never>;
  }
}

export type CartModalKinds = Pick<UiModalKinds, 'addedToCart'>;

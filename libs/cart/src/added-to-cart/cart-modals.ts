import type { ModalDefinitions } from '@paddock/ui';
import '../modal-kinds.js';

/** The cart lib's modals; the app spreads them into its host: `{ ...uiModals, ...cartModals }`. */
export const cartModals: Pick<ModalDefinitions, 'addedToCart'> = {
  addedToCart: { load: () => import('./added-to-cart.js'), size: 'narrow' },
};

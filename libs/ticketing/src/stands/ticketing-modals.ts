import type { ModalDefinitions } from '@paddock/ui';
import '../modal-kinds.js';

/** The ticketing lib's modals; the app spreads them into its host: `{ ...uiModals, ...ticketingModals }`. */
export const ticketingModals: Pick<ModalDefinitions, 'stands' | 'standsSimple'> = {
  stands: { load: () => import('./stands-modal.js'), size: 'wide' },
  standsSimple: { load: () => import('./stands-simple-modal.js'), size: 'wide' },
};

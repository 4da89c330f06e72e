import type { ModalDefinitions } from '@paddock/ui';
import '../modal-kinds.js';

/** The ticketing lib's modals; the app spreads them into its host: `{ ...uiModals, ...ticketingModals }`. */
export const ticketingModals: Pick<ModalDefinitions, 'stands'> = {
  stands: { load: () => import('./stands-modal.js'), size: 'wide' },
};

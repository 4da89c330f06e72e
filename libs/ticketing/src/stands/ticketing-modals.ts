import type { ModalDefinitions } from '@paddock/ui';
import '../modal-kinds.js';

/** The ticketing lib's modals; the app spreads them into its host: `{ ...uiModals, ...ticketingModals }`. */
export const ticketingModals: Pick<ModalDefinitions, 'stands' | 'standsSimple'> = {
  stands: { load: () => import('./stands-modal.js'), size: 'wide' },
  // One lazy chunk for both pickers (StandsSimple leads to Stands): the page loads no extra script.
  standsSimple: {
    load: () =>
      import('./stands-modal.js').then(({ StandsSimpleModal }) => ({ default: StandsSimpleModal })),
    size: 'wide',
  },
};

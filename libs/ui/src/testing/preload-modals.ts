import type { ModalDefinitions } from '../modal/modal.js';

/**
 * Loads the content of every modal a test may open (each is a lazy chunk), so that the test waits for
 * a modal to render, not for its module to load on a busy machine. Call it in `beforeAll`.
 */
export async function preloadModals(modals: Partial<ModalDefinitions>): Promise<void> {
  await Promise.all(Object.values(modals).map((modal) => modal?.load()));
}

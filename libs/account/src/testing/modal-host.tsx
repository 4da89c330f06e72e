import { ModalHost, modalAtom, uiModals, type Modal } from '@paddock/ui';
import { act, screen } from '@testing-library/react';
import { accountModals } from '../account-modals.js';
import { renderWithAccount, type RenderWithAccountOptions } from './render.js';

/**
 * The modals of ui and account, as the site's host holds them. Each one's content is a lazy chunk: a
 * spec preloads them (`beforeAll(() => preloadModals(accountTestModals))`), so that a test waits for a
 * modal to render, not for its module.
 */
export const accountTestModals = { ...uiModals, ...accountModals };

/**
 * Renders a host of `accountTestModals` with `renderWithAccount` (its options), opens `modal` and
 * waits for its dialog, named `name`. Returns the dialog and the store.
 */
export async function openModal(modal: Modal, name: string, options?: RenderWithAccountOptions) {
  const { store } = renderWithAccount(<ModalHost modals={accountTestModals} />, options);
  act(() => store.set(modalAtom, modal));
  return { store, dialog: await screen.findByRole('dialog', { name }) };
}

import type { ModalDefinitions } from '@paddock/ui';

/**
 * The modals of @paddock/account for the app's one `ModalHost`, each content its own chunk, 550 px
 * wide (SPEC §2): `<ModalHost modals={{ ...uiModals, ...accountModals, … }} />`.
 */
export const accountModals: Pick<ModalDefinitions, 'login' | 'lostPassword' | 'account'> = {
  login: { load: () => import('./login-modal/login-modal.js'), size: 'narrow' },
  lostPassword: {
    load: () => import('./lost-password-modal/lost-password-modal.js'),
    size: 'narrow',
  },
  account: { load: () => import('./account-modal/account-modal.js'), size: 'narrow' },
};

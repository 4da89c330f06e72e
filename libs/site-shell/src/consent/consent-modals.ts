import type { ModalDefinitions } from '@paddock/ui';

/** The consent preferences: a modal of @paddock/ui's one host. */
declare module '@paddock/ui' {
  interface ModalKinds {
    consentPreferences: Record<never, never>;
  }
}

/**
 * The modals of @paddock/site-shell for the app's `ModalHost`, each content its own chunk:
 * `<ModalHost modals={{ ...uiModals, ...siteShellModals, … }} />`.
 */
export const siteShellModals: Pick<ModalDefinitions, 'consentPreferences'> = {
  consentPreferences: { load: () => import('./consent-preferences.js'), size: 'narrow' },
};

import type { ModalKinds as UiModalKinds } from '@paddock/ui';

/** The modals of the account lib, added to @paddock/ui's one modal host. */
declare module '@paddock/ui' {
  interface ModalKinds {
    /** The login form; `email` prefills it. */
    login: { email?: string };
    lostPassword: { email?: string };
    account: Record<never, never>;
  }
}

export type AccountModalKinds = Pick<UiModalKinds, 'login' | 'lostPassword' | 'account'>;

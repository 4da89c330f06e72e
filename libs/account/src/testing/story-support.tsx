// For this lib's stories only (not exported): the Storybook viewports, fake account services and the
// frame that gives a story a store with the account config and the app's one modal host.
import type { AccountClient } from '@paddock/api-clients';
import { ModalHost, modalAtom, uiModals, type Modal } from '@paddock/ui';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { accountModals } from '../account-modals.js';
import {
  accountAtom,
  accountConfigAtom,
  signedOut,
  type AccountState,
} from '../state/account-state.js';
import { fakeAccountClient } from './fixtures.js';

// Storybook's own viewports (MINIMAL_VIEWPORTS), as in site-shell: the story tests size Chromium to them.
/** A large phone, 414 px wide: mobile mode (below 1025 px). */
export const mobileViewport = { viewport: { value: 'mobile2', isRotated: false } };
/** 1280 px wide: desktop mode. */
export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };

export const storyAccountSiteUrl = 'https://account.paddock.test';

const never = () => new Promise<never>(() => undefined);

/** How the fake account service behaves in a story. */
export const storyServices = {
  /** Logs in `fixtureUser` with `fixturePassword`, refuses anything else. */
  working: fakeAccountClient(),
  /** Refuses every login. */
  refusing: fakeAccountClient({
    login: async () => ({ ok: false, code: 'errorLogin', message: 'Invalid credentials.' }),
  }),
  /** Never answers: what shows while a call is on its way. */
  pending: fakeAccountClient({ login: never, forgotPassword: never }),
} satisfies Record<string, AccountClient>;
export type StoryService = keyof typeof storyServices;
export const storyServiceNames = Object.keys(storyServices) as StoryService[];

const modals = { ...uiModals, ...accountModals };

export interface AccountStoryFrameProps {
  /** The modal open when the story starts. */
  modal?: Modal | null;
  account?: AccountState;
  service?: StoryService;
  children?: ReactNode;
}

/** A fresh store per story (account config, account, open modal) and the modal host. */
export function AccountStoryFrame({
  modal = null,
  account = signedOut,
  service = 'working',
  children,
}: AccountStoryFrameProps) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(accountConfigAtom, {
      client: storyServices[service],
      accountSiteUrl: storyAccountSiteUrl,
    });
    created.set(accountAtom, account);
    created.set(modalAtom, modal);
    return created;
  });
  return (
    <Provider store={store}>
      {children}
      <ModalHost modals={modals} />
    </Provider>
  );
}

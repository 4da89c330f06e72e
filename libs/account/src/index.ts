// The public face of @paddock/account: export only what consumers may use.
import './modal-kinds.js';

export { accountCatalog } from './i18n.js';
export type { AccountModalKinds } from './modal-kinds.js';
export {
  accountAtom,
  accountConfigAtom,
  signedOut,
  type AccountConfig,
  type AccountState,
} from './state/account-state.js';
export {
  loadAccount,
  loginAtom,
  logoutAtom,
  restoreSessionAtom,
  useAccountActions,
  type AccountActions,
  type LoadedAccount,
  type LoginForm,
  type LoginOutcome,
} from './session/session.js';
export { accountTokenKey } from './session/stored-token.js';
export { sessionEndedAtom } from './session/session-ended.js';
export { AccountSession } from './session/account-session.js';
export { formatMembershipDate } from './state/membership-date.js';
export { accountModals } from './account-modals.js';
export {
  AccountButton,
  LOGIN_HASH,
  type AccountButtonProps,
} from './account-button/account-button.js';

// The public face of @paddock/account: export only what consumers may use.
import './modal-kinds.js';

export { accountCatalog } from './i18n.js';
export {
  accountAtom,
  accountConfigAtom,
  signedOut,
  type AccountConfig,
  type AccountState,
} from './state/account-state.js';

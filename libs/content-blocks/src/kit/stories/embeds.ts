import { CONSENT_COOKIE } from '@paddock/analytics';

/** The embedded page is someone else's: axe checks the facade and the frame's name only. */
export const embedParameters = { a11y: { options: { iframes: false } } };

/** Every story of an embed starts with a visitor who has not chosen about cookies yet. */
export function forgetConsentChoice() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

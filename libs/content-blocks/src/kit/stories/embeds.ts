import { browserConsent, CONSENT_COOKIE } from '@paddock/analytics';
import { blockStories } from './block-stories.js';

/** The embedded page is someone else's: axe checks the facade and the frame's name only. */
export const embedParameters = { a11y: { options: { iframes: false } } };

/** Every story of an embed starts with a visitor who has not chosen about cookies yet. */
export function forgetConsentChoice() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * What the meta of an embed block's stories shares besides `title` and `component: Blocks`: the
 * block's `blockStories` with `embedParameters`, each story starting with no cookie choice.
 */
export function embedStories<Registry extends object>(registry: Registry) {
  return { ...blockStories(registry, embedParameters), beforeEach: forgetConsentChoice };
}

/**
 * A story's `beforeEach`: marketing and embedded content were allowed on an earlier visit. The choice
 * is forgotten after the story, as the story files run one after the other in one page.
 */
export function allowedOnAnEarlierVisit() {
  browserConsent().allow('marketing');
  return forgetConsentChoice;
}

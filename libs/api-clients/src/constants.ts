/**
 * The business constants of the contracts (SPEC §9), in a module without zod: the browser code that only
 * needs a constant (or the small helpers built on them) never loads the schemas.
 */

/** The organiser's sites (universes) of SPEC §1, by site identifier. */
export const siteIds = [
  'auto',
  'aco',
  'moto',
  'karting',
  'classic',
  'camions',
  'experience',
  'companion',
] as const;
export type SiteId = (typeof siteIds)[number];

/** The membership code that makes a member (SPEC §9). */
export const membershipCode = 'ACO1';

/** Audience codes; MEME is the member-only price (SPEC §5). */
export const memberAudienceCode = 'MEME';

/** The fixed area of stand items (SPEC §9). */
export const standAreaId = '12';

/**
 * Ticket kinds (SPEC §1, §3): the shop spells accommodation 'accomodation'; the catalogue knows both.
 */
export const ticketTypes = [
  'track',
  'hospitality',
  'parking',
  'accomodation',
  'accommodation',
  'supplement',
] as const;

/** The fixed seat-block categories of the grandstands (SPEC §3). */
export const seatCategoryCodes = ['CAT01', 'CAT02', 'CATMEM', 'CATPMR'] as const;

/** The code of every login failure (SPEC §8). */
export const loginErrorCode = 'errorLogin';
/** The message of a login that failed without a word from the server (network failure, timeout…). */
export const loginErrorMessage = 'login error';
/** The message of a customer fetch that failed without a word from the server. */
export const customerErrorMessage = 'customer error';

/**
 * The shapes of the buyer's details the informations form collects (SPEC §2), one rule for the form in
 * the browser and for the order route's contract.
 */
export const buyerDetailsRules = {
  /** Longest text of any field. */
  maxLength: 200,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  /** Digits with the usual separators, an optional leading +; 6 to 15 digits (E.164 allows 15). */
  phone: /^\+?[\d\s().-]+$/,
  phoneDigits: { min: 6, max: 15 },
  /** Letters, digits, spaces and dashes, 3 to 10 characters: 72000, SW1A 1AA, 1010-123. */
  zipCode: /^[a-z\d][a-z\d -]{1,8}[a-z\d]$/i,
} as const;

/** Whether a phone number has the shape and the number of digits `buyerDetailsRules` asks for. */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  const { min, max } = buyerDetailsRules.phoneDigits;
  return buyerDetailsRules.phone.test(text) && digits >= min && digits <= max;
}

/** The event's clock: every date and time of the shop and the account is shown in Le Mans time. */
export const eventTimeZone = 'Europe/Paris';

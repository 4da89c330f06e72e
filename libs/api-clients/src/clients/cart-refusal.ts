// The cart service's own refusal, read without zod (see refusals.ts).
import type { InvalidQuantityDetails } from './cart-error.js';
import { isFields, isText } from './refusals.js';

/** The details of an `INVALID_QUANTITY` refusal (`invalidQuantityDetails`), or undefined. */
export function readInvalidQuantityDetails(details: unknown): InvalidQuantityDetails | undefined {
  if (!isFields(details)) return undefined;
  const { max, productName, productNames } = details;
  if (!Number.isSafeInteger(max) || (max as number) < 0 || !isText(productName)) return undefined;
  const read: InvalidQuantityDetails = { max: max as number, productName };
  if (productNames === undefined) return read;
  if (!isFields(productNames) || !isText(productNames['fr'])) return undefined;
  const { fr, en } = productNames;
  if (en === undefined) return { ...read, productNames: { fr } };
  return isText(en) ? { ...read, productNames: { fr, en } } : undefined;
}

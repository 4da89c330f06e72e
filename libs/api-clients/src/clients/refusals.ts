/**
 * The refusals of the services, read without zod: the clients of both flavours (the browser's and the
 * server's) read a refused call's JSON with these few lines rather than with the contract schemas.
 * Each accepts what its schema accepts and keeps the fields it names (`refusals.spec.ts` holds them to
 * `apiError`, `invalidQuantityDetails` and `formRefusal` on a set of samples).
 */
import type { ApiError } from '../contracts/common.js';
import type { FormFieldProblem } from '../contracts/forms.js';
import type { InvalidQuantityDetails } from './cart-error.js';

type Fields = Record<string, unknown>;

/** A JSON object (not null, not a list). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string';

/** `{ error: { code, message, details? } }` (`apiError`): its `error`, or undefined. */
export function readApiError(body: unknown): ApiError['error'] | undefined {
  const error = isFields(body) ? body['error'] : undefined;
  if (!isFields(error)) return undefined;
  const { code, message, details } = error;
  if (!isText(code) || code === '' || !isText(message)) return undefined;
  if (details === undefined) return { code, message };
  return isFields(details) ? { code, message, details } : undefined;
}

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

const fieldProblems: readonly FormFieldProblem[] = ['required', 'invalid', 'tooShort', 'tooLong'];

/** The refused fields of a 422 `INVALID_FORM` (`formRefusal`), each with its problem; or undefined. */
export function readFormRefusal(body: unknown): Record<string, FormFieldProblem> | undefined {
  const error = readApiError(body);
  const refused = error?.code === 'INVALID_FORM' ? error.details?.['fields'] : undefined;
  if (!isFields(refused)) return undefined;
  const fields: Record<string, FormFieldProblem> = {};
  for (const [name, problem] of Object.entries(refused)) {
    if (!fieldProblems.includes(problem as FormFieldProblem)) return undefined;
    fields[name] = problem as FormFieldProblem;
  }
  return fields;
}

/**
 * The words of an account refusal, whichever way the service put them: `error` (a text, or an
 * `apiError`'s message) and `message`, looked up in `keys` order. Undefined when the body is not such a
 * refusal or has no words.
 */
export function refusalText(
  body: unknown,
  keys: readonly ('error' | 'message')[],
): string | undefined {
  if (!isFields(body)) return undefined;
  const { error, message } = body;
  const apiError = isText(error) || error === undefined ? undefined : readApiError({ error });
  if (
    (error !== undefined && !isText(error) && !apiError) ||
    (message !== undefined && !isText(message))
  ) {
    return undefined;
  }
  const texts = { error: isText(error) ? error : apiError?.message, message };
  for (const key of keys) {
    const text = texts[key];
    if (text) return text;
  }
  return undefined;
}

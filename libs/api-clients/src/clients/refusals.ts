/**
 * The refusals of the services, read without zod: the clients of both flavours (the browser's and the
 * server's) read a refused call's JSON with these few lines rather than with the contract schemas.
 * Each accepts what its schema accepts and keeps the fields it names (`refusals.spec.ts` holds them to
 * `apiError`, `invalidQuantityDetails` and `formRefusal` on a set of samples). The cart's and the
 * account's own readers are in `cart-refusal.ts` and `account-refusal.ts`: a page that loads the
 * content client alone does not carry them.
 */
import type { ApiError } from '../contracts/common.js';
import type { FormFieldProblem } from '../contracts/forms.js';

type Fields = Record<string, unknown>;

/** A JSON object (not null, not a list). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string';

/** `{ error: { code, message, details? } }` (`apiError`): its `error`, or undefined. */
export function readApiError(body: unknown): ApiError['error'] | undefined {
  const error = isFields(body) ? body['error'] : undefined;
  if (!isFields(error)) return undefined;
  const { code, message, details } = error;
  if (!isText(code) || code === '' || !isText(message)) return undefined;
  if (details === undefined) return { code, message };
  return isFields(details) ? { code, message, details } : undefined;
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

// The account service's refusals, read without zod (see refusals.ts).
import { isFields, isText, readApiError } from './refusals.js';

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

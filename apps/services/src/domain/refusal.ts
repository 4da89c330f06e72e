/**
 * What the domain refuses, in its own words: a kind (not an HTTP status), a code of the contracts'
 * `apiError` and a message, with details. `http/` maps each kind to its status (`http/contract.ts`).
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The generic timeout of SPEC §9: a call that has not settled after 12000 ms fails. */
export const defaultTimeoutMs = 12_000;

/** The longest delay a timer can hold (2^31 - 1 ms); a longer one would fire at once. */
const maxTimerMs = 2_147_483_647;

/** What `withTimeout` rejects with when the promise has not settled in time. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  /** The time limit that was exceeded, in milliseconds. */
  readonly ms: number;

  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.ms = ms;
  }
}

/**
 * Settles like `promise`, or rejects with a `TimeoutError` when it has not settled after `ms`
 * milliseconds (default 12000, SPEC §9). The timer is cleared as soon as either happens. The promise
 * itself is not cancelled: a caller that can abort the work does so on `TimeoutError`.
 */
export function withTimeout<T>(promise: PromiseLike<T>, ms: number = defaultTimeoutMs): Promise<T> {
  if (!Number.isFinite(ms) || ms < 0 || ms > maxTimerMs) {
    return Promise.reject(
      new RangeError(`The timeout must be between 0 and ${maxTimerMs} ms, not ${ms}`),
    );
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

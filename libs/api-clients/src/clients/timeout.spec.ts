// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, defaultTimeoutMs, withTimeout } from './timeout.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe('withTimeout', () => {
  it('defaults to 12000 ms (SPEC §9)', () => {
    expect(defaultTimeoutMs).toBe(12_000);
  });

  it('resolves with the promise when it settles in time, and clears its timer', async () => {
    const result = withTimeout(later(100, 'done'), 1000);
    await vi.advanceTimersByTimeAsync(100);

    await expect(result).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the promise when it fails in time, and clears its timer', async () => {
    const failure = new Error('boom');
    const result = withTimeout(Promise.reject(failure), 1000);

    await expect(result).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeoutError once the time is up', async () => {
    const result = withTimeout(later(5000, 'late'), 1000);
    const settled = expect(result).rejects.toThrow(
      expect.objectContaining({
        name: 'TimeoutError',
        ms: 1000,
        message: 'Timed out after 1000 ms',
      }),
    );
    await vi.advanceTimersByTimeAsync(1000);

    await settled;
    await expect(result).rejects.toBeInstanceOf(TimeoutError);
  });

  it('waits 12000 ms by default', async () => {
    let outcome = 'pending';
    withTimeout(new Promise<never>(() => undefined)).catch((error: unknown) => {
      outcome = error instanceof TimeoutError ? 'timed out' : 'other';
    });

    await vi.advanceTimersByTimeAsync(11_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timed out');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores what the promise does after the time is up', async () => {
    const result = withTimeout(later(2000, 'late'), 1000);
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(2000);

    await settled;
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])(
    'rejects a time limit of %s with a RangeError',
    async (ms) => {
      await expect(withTimeout(Promise.resolve(1), ms)).rejects.toBeInstanceOf(RangeError);
      expect(vi.getTimerCount()).toBe(0);
    },
  );
});

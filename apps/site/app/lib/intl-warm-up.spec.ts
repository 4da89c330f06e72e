import { describe, expect, it, vi } from 'vitest';
import { intlWarmUp } from './intl-warm-up';

interface Started {
  source: string;
  worker: { onmessage: (() => void) | null; terminate: ReturnType<typeof vi.fn> };
  revoked: string[];
}

/** Runs the boot script's statement with a browser's Blob, URL and Worker stood in for. */
function start(statement: string, Worker?: unknown): Started {
  const started: Partial<Started> = { revoked: [] };
  const url = {
    createObjectURL: (blob: { parts: string[] }) => {
      started.source = blob.parts.join('');
      return 'blob:warm-up';
    },
    revokeObjectURL: (href: string) => started.revoked?.push(href),
  };
  class Blob {
    constructor(readonly parts: string[]) {}
  }
  class FakeWorker {
    onmessage: (() => void) | null = null;
    terminate = vi.fn();
    constructor(href: string) {
      expect(href).toBe('blob:warm-up');
      started.worker = this;
    }
  }
  new Function('URL', 'Blob', 'Worker', statement)(url, Blob, Worker ?? FakeWorker);
  return started as Started;
}

/** Runs a worker's source with spies on the Intl constructors it makes: what it made, and posted. */
function runWorker(source: string) {
  const made: Array<[string, unknown[]]> = [];
  const spied = Object.fromEntries(
    (['NumberFormat', 'DateTimeFormat', 'PluralRules', 'ListFormat'] as const).map((name) => [
      name,
      function (...args: unknown[]) {
        made.push([name, args]);
        return Reflect.construct(Intl[name], args);
      },
    ]),
  );
  const posted: unknown[] = [];
  new Function('Intl', 'postMessage', source)(spied, (message: unknown) => posted.push(message));
  return { made, posted };
}

describe('intlWarmUp', () => {
  it('starts a worker that formats a number, a date in the event’s clock, a plural and a list in the page’s locale', () => {
    for (const [locale, tag] of [
      ['fr', 'fr-FR'],
      ['en', 'en-GB'],
    ] as const) {
      const { made, posted } = runWorker(start(intlWarmUp(locale)).source);
      expect(made.map(([name]) => name)).toEqual([
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'ListFormat',
      ]);
      expect(made.every(([, [first]]) => first === tag)).toBe(true);
      expect(made[1]?.[1][1]).toMatchObject({ timeZone: 'Europe/Paris' });
      expect(posted).toEqual([0]);
    }
  });

  it('ends the worker and frees its blob once the worker is done', () => {
    const { worker, revoked } = start(intlWarmUp('fr'));
    expect(worker.terminate).not.toHaveBeenCalled();
    worker.onmessage?.();
    expect(worker.terminate).toHaveBeenCalledOnce();
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('lets the page go on where the browser has no workers or refuses this one', () => {
    expect(() => start(intlWarmUp('fr'), undefined as unknown)).not.toThrow();
    const refused = () => {
      throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
    };
    expect(() => start(intlWarmUp('en'), refused)).not.toThrow();
  });
});

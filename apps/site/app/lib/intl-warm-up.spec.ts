import { describe, expect, it } from 'vitest';
import { intlWarmUp } from './intl-warm-up';

/** Runs the boot script's statement with a browser's Worker stood in for: the URL it started. */
function start(statement: string, Worker?: unknown): string | undefined {
  let started: string | undefined;
  // Called with `new`: a function that returns nothing stands in for the constructor.
  function FakeWorker(url: string) {
    started = url;
  }
  new Function('Worker', statement)(Worker ?? FakeWorker);
  return started;
}

/** The source of a `data:text/javascript,` URL, as the browser reads it. */
function sourceOf(url: string | undefined): string {
  const prefix = 'data:text/javascript,';
  expect(url?.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url?.slice(prefix.length) ?? '');
}

/** Runs a worker's source with spies on the Intl constructors it makes: what it made, and whether it ended itself. */
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
  let closed = false;
  new Function('Intl', 'close', source)(spied, () => {
    closed = true;
  });
  return { made, closed };
}

describe('intlWarmUp', () => {
  it('starts a worker that formats a number, a date in the event’s clock, a plural and a list in the page’s locale, then ends itself', () => {
    for (const [locale, tag] of [
      ['fr', 'fr-FR'],
      ['en', 'en-GB'],
    ] as const) {
      const { made, closed } = runWorker(sourceOf(start(intlWarmUp(locale))));
      expect(made.map(([name]) => name)).toEqual([
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'ListFormat',
      ]);
      expect(made.every(([, [first]]) => first === tag)).toBe(true);
      expect(made[1]?.[1][1]).toMatchObject({ timeZone: 'Europe/Paris' });
      expect(closed).toBe(true);
    }
  });

  it('writes a URL whose body the browser reads back as written: no fragment, no stray escape', () => {
    const url = start(intlWarmUp('fr')) ?? '';
    expect(url).not.toMatch(/#|%(?![0-9A-F]{2})/);
    expect(() => runWorker(sourceOf(url))).not.toThrow();
  });

  it('lets the page go on where the browser has no workers or refuses this one', () => {
    expect(() => start(intlWarmUp('fr'), undefined as unknown)).not.toThrow();
    const refused = () => {
      throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
    };
    expect(() => start(intlWarmUp('en'), refused)).not.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeStadiumProvider } from '../testing/fake-provider.js';
import {
  loadStadiumProvider,
  providerLoadTimeoutMs,
  StadiumProviderError,
} from './load-provider.js';
import { stadiumProviderGlobal } from './provider.js';

const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

/** What the browser does once the provider's script has run: it defines the global, then `load`. */
function runScript(url: string, defines: unknown) {
  Reflect.set(window, stadiumProviderGlobal, defines);
  for (const script of scriptsOf(url)) script.dispatchEvent(new Event('load'));
}

let served = 0;
const nextUrl = () => {
  served += 1;
  return `https://3d.example.org/provider-${served}.js`;
};

afterEach(() => {
  Reflect.deleteProperty(window, stadiumProviderGlobal);
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('loadStadiumProvider', () => {
  it('adds the script once, async, and resolves with the global it defines', async () => {
    const url = nextUrl();
    const fake = createFakeStadiumProvider();
    const first = loadStadiumProvider(url);
    const second = loadStadiumProvider(url);
    expect(second).toBe(first);
    expect(scriptsOf(url)).toHaveLength(1);
    expect(scriptsOf(url)[0]?.async).toBe(true);
    runScript(url, fake.provider);
    await expect(first).resolves.toBe(fake.provider);
    // Loaded: a later viewer gets it without a new script.
    await expect(loadStadiumProvider(url)).resolves.toBe(fake.provider);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  it('rejects with a clear error when the script cannot be loaded, and may try again', async () => {
    const url = nextUrl();
    const load = loadStadiumProvider(url);
    scriptsOf(url)[0]?.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(
      new StadiumProviderError(`The stadium provider's script could not be loaded from ${url}`),
    );
    expect(scriptsOf(url)).toHaveLength(0);
    const again = loadStadiumProvider(url);
    expect(again).not.toBe(load);
    runScript(url, createFakeStadiumProvider().provider);
    await expect(again).resolves.toHaveProperty('Init');
  });

  it('rejects when the script defines no provider', async () => {
    const url = nextUrl();
    const load = loadStadiumProvider(url);
    runScript(url, { somethingElse: true });
    await expect(load).rejects.toThrow(
      "The stadium provider's script defines no window.StadiumProvider",
    );
  });

  it('rejects when the script takes too long', async () => {
    vi.useFakeTimers();
    const url = nextUrl();
    const load = loadStadiumProvider(url);
    const failed = expect(load).rejects.toThrow(
      `The stadium provider's script did not load within ${providerLoadTimeoutMs} ms`,
    );
    vi.advanceTimersByTime(providerLoadTimeoutMs);
    await failed;
  });
});

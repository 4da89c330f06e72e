import { isStadiumProvider, stadiumProviderGlobal, type StadiumProvider } from './provider.js';

/** How long the provider's script may take before the viewer falls back (SPEC §9's 12000 ms). */
export const providerLoadTimeoutMs = 12_000;

/** The provider could not be loaded: the viewer says so and falls back to the built-in viewer. */
export class StadiumProviderError extends Error {
  override name = 'StadiumProviderError';
}

/** One load per script URL: a second viewer waits for the first's. A failed load may be retried. */
const loads = new Map<string, Promise<StadiumProvider>>();

/**
 * Loads the provider's script (a `<script async>` in the document's head) and resolves with the
 * global it defines. Rejects with a `StadiumProviderError` when the script fails to load, defines no
 * provider, or takes longer than `providerLoadTimeoutMs`.
 */
export function loadStadiumProvider(scriptUrl: string): Promise<StadiumProvider> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<StadiumProvider>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (message: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(scriptUrl);
      reject(new StadiumProviderError(message));
    };
    const timer = window.setTimeout(
      () => fail(`The stadium provider's script did not load within ${providerLoadTimeoutMs} ms`),
      providerLoadTimeoutMs,
    );
    script.async = true;
    script.src = scriptUrl;
    script.addEventListener('load', () => {
      const provider: unknown = Reflect.get(window, stadiumProviderGlobal);
      if (!isStadiumProvider(provider)) {
        fail(`The stadium provider's script defines no window.${stadiumProviderGlobal}`);
        return;
      }
      window.clearTimeout(timer);
      resolve(provider);
    });
    script.addEventListener('error', () =>
      fail(`The stadium provider's script could not be loaded from ${scriptUrl}`),
    );
    document.head.append(script);
  });
  loads.set(scriptUrl, load);
  return load;
}

/** A service client whose every method answers with a promise. */
type AsyncClient<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * A client whose code (`@paddock/api-clients/browser`) loads on its first call rather than with the page:
 * the home page only needs the clients once a visitor logs in or adds to the cart.
 */
export function lazyClient<T extends AsyncClient<T>>(load: () => Promise<T>): T {
  let client: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_, method) =>
      // Not a thenable (`await`, `Promise.resolve` and the like look for `then`), nor anything else
      // that is not a method name.
      method === 'then' || typeof method === 'symbol'
        ? undefined
        : (...args: unknown[]) =>
            (client ??= load()).then((loaded) =>
              (loaded[method as keyof T] as unknown as (...params: unknown[]) => Promise<unknown>)(
                ...args,
              ),
            ),
  });
}

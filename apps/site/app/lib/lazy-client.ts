/** A service client whose every method answers with a promise. */
type AsyncClient<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * A client whose code (`@paddock/api-clients/browser/content`, `/cart`, `/account`) loads on its first
 * call rather than with the page: the home page needs the cart's and the account's only once a visitor
 * adds to the cart or logs in.
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

import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from './lazy-client';

interface Greeter {
  hello(name: string): Promise<string>;
  bye(): Promise<string>;
}

describe('lazyClient', () => {
  it('loads the client on the first call only, and passes every call through', async () => {
    const load = vi.fn((): Promise<Greeter> =>
      Promise.resolve({
        hello: (name: string) => Promise.resolve(`Bonjour ${name}`),
        bye: () => Promise.resolve('Au revoir'),
      }),
    );
    const client = lazyClient(load);
    expect(load).not.toHaveBeenCalled();
    await expect(client.hello('Camille')).resolves.toBe('Bonjour Camille');
    await expect(client.bye()).resolves.toBe('Au revoir');
    expect(load).toHaveBeenCalledOnce();
  });

  it('is not a thenable: awaiting it loads nothing', async () => {
    const load = vi.fn((): Promise<Greeter> => Promise.reject(new Error('not called')));
    const client = lazyClient(load);
    await expect(Promise.resolve(client)).resolves.toBe(client);
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects a call when the client could not load', async () => {
    const client = lazyClient<Greeter>(() => Promise.reject(new Error('offline')));
    await expect(client.bye()).rejects.toThrow('offline');
  });
});

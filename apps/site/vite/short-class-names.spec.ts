import { createHash } from 'node:crypto';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { shortClassName, shortClassNames } from './short-class-names';

const suffix = (path: string) => createHash('sha256').update(path).digest('base64url').slice(0, 4);

describe('shortClassName', () => {
  it("keeps the class's name and suffixes it with its file's, the same on every machine", () => {
    const here = shortClassName('/work/main');
    const there = shortClassName('/home/ci/repo');
    const file = 'libs/ticketing/src/ticket-card/ticket-card.module.css';
    const name = here('soldOut', `/work/main/${file}`);
    expect(name).toMatch(/^soldOut_[\w-]{4}$/);
    expect(name).toBe(`soldOut_${suffix(file)}`);
    expect(there('soldOut', `/home/ci/repo/${file}`)).toBe(name);
    // Vite may ask with a query on the file: the same class.
    expect(here('soldOut', `/work/main/${file}?used`)).toBe(name);
    // Asked again for a class it named: the same name, no complaint.
    expect(here('soldOut', `/work/main/${file}`)).toBe(name);
  });

  it('names the same class of two files apart, and two classes of one file apart', () => {
    const name = shortClassName('/r');
    expect(name('title', '/r/a.module.css')).not.toBe(name('title', '/r/b.module.css'));
    expect(name('title', '/r/a.module.css')).not.toBe(name('text', '/r/a.module.css'));
  });

  it('fails the build when two files would give one class the same name', () => {
    // Two paths whose hashes begin alike (a few thousand tries find them: 64^4 suffixes).
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i += 1) {
      const path = `libs/x/${i}.module.css`;
      const earlier = seen.get(suffix(path));
      if (earlier) pair = [earlier, path];
      seen.set(suffix(path), path);
    }
    const name = shortClassName('/r');
    name('title', `/r/${pair[0]}`);
    // Another class of the other file is fine…
    expect(name('text', `/r/${pair[1]}`)).toBe(`text_${suffix(pair[1])}`);
    // …the same class is not.
    expect(() => name('title', `/r/${pair[1]}`)).toThrow(
      /Two CSS module classes were named title_/,
    );
  });
});

describe('shortClassNames', () => {
  const config = (command: ConfigEnv['command']) => {
    const hook = shortClassNames('/r').config;
    if (typeof hook !== 'function') throw new Error('the plugin has no config hook');
    return hook.call(
      {} as never,
      {},
      { command, mode: command === 'build' ? 'production' : 'development' },
    ) as UserConfig;
  };

  it('names classes short when Vite builds, and leaves its own names to the development server', () => {
    const built = config('build').css?.modules;
    expect(built && typeof built.generateScopedName).toBe('function');
    expect(config('serve')).toEqual({});
  });
});

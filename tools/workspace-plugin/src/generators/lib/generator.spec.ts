import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { libGenerator } from './generator';

interface GeneratedPackage {
  name: string;
  exports: Record<string, Record<string, string> | string>;
  files: string[];
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  nx: { tags: string[] };
  scripts: Record<string, string>;
}

describe('lib generator', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
  });

  it('creates a publishable feature lib with its tags, exports, peers and catalogs', async () => {
    await libGenerator(tree, { name: 'cart', type: 'feature', description: 'The cart.' });
    const pkg = readJson<GeneratedPackage>(tree, 'libs/cart/package.json');
    expect(pkg.name).toBe('@paddock/cart');
    expect(pkg.nx.tags).toEqual(['type:feature', 'scope:cart']);
    expect(pkg.exports['.']).toEqual({
      '@paddock/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
    expect(pkg.files).toContain('!src/**/*.stories.tsx');
    expect(Object.keys(pkg.peerDependencies)).toEqual([
      'react',
      'react-dom',
      '@lingui/core',
      '@lingui/react',
    ]);
    expect(pkg.dependencies).toEqual({ '@paddock/i18n': '^0.1.0' });
    expect(Object.keys(pkg.scripts)).toEqual(['build', 'test', 'typecheck', 'lint', 'publint']);
    for (const file of [
      'README.md',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.lib.json',
      'src/index.ts',
      'src/test-setup.ts',
      'src/i18n.ts',
      'src/locales/fr/messages.po',
      'src/locales/en/messages.ts',
    ]) {
      expect(tree.exists(`libs/cart/${file}`), file).toBe(true);
    }
    expect(tree.read('libs/cart/src/index.ts', 'utf8')).toContain(
      "export { cartCatalog } from './i18n.js';",
    );
    expect(tree.read('libs/cart/README.md', 'utf8')).toContain('The cart.');
  });

  it('creates a data lib without React, texts or a scope of its own', async () => {
    await libGenerator(tree, { name: 'api-clients', type: 'data' });
    const pkg = readJson<GeneratedPackage>(tree, 'libs/api-clients/package.json');
    expect(pkg.nx.tags).toEqual(['type:data', 'scope:shared']);
    expect(pkg.peerDependencies).toEqual({});
    expect(pkg.dependencies).toEqual({});
    expect(tree.exists('libs/api-clients/src/i18n.ts')).toBe(false);
    expect(tree.exists('libs/api-clients/src/locales')).toBe(false);
  });

  it('refuses to overwrite an existing lib', async () => {
    await libGenerator(tree, { name: 'ui', type: 'ui' });
    await expect(libGenerator(tree, { name: 'ui', type: 'ui' })).rejects.toThrow(
      'libs/ui already exists',
    );
  });

  it("keeps a description's quotes and apostrophes as they are", async () => {
    await libGenerator(tree, {
      name: 'consent',
      type: 'util',
      description: 'The visitor\'s "consent".',
    });
    const pkg = JSON.parse(tree.read('libs/consent/package.json', 'utf-8') ?? '{}') as {
      description: string;
    };
    expect(pkg.description).toBe('The visitor\'s "consent".');
    expect(tree.read('libs/consent/README.md', 'utf-8')).toContain('The visitor\'s "consent".');
  });
});

import { join } from 'node:path';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  describeFindings,
  importChain,
  serverOnly,
  serverOnlyFindings,
  serverOnlyRules,
  type ImportersOf,
} from './server-only';

const root = join(import.meta.dirname, '..');
const zodCore = '/repo/node_modules/zod/v4/core/core.js';
const schemas = '/repo/libs/api-clients/src/contracts/cart.ts';
const blockData = '/repo/libs/api-clients/src/blocks/title.ts';
const lite = '/repo/libs/api-clients/src/lite.ts';

const chunk = (fileName: string, modules: Record<string, number>) =>
  ({
    type: 'chunk',
    fileName,
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  }) as unknown as Rolldown.OutputChunk;

const importers: Record<string, string[]> = {
  [zodCore]: ['/repo/node_modules/zod/index.js'],
  '/repo/node_modules/zod/v4/core/util.js': [zodCore],
  '/repo/node_modules/zod/v4/core/errors.js': [zodCore],
  '/repo/node_modules/zod/v4/core/parse.js': [zodCore],
  '/repo/node_modules/zod/index.js': [schemas],
  [schemas]: ['/repo/libs/api-clients/src/index.ts'],
  '/repo/libs/api-clients/src/index.ts': ['/repo/apps/site/app/root.tsx'],
  [blockData]: ['/repo/apps/site/app/root.tsx'],
};
const importersOf: ImportersOf = (id) => importers[id] ?? [];

describe('serverOnlyFindings', () => {
  it('finds zod, the contract schemas and the block data contracts in a browser chunk', () => {
    const bundle = {
      'assets/src.js': chunk('assets/src.js', { [zodCore]: 900, [schemas]: 300, [lite]: 50 }),
      'assets/title.js': chunk('assets/title.js', { [blockData]: 20 }),
    };

    expect(
      serverOnlyFindings(bundle, serverOnlyRules, importersOf).map(({ rule, chunk, module }) => [
        rule.split(' ')[0],
        chunk,
        module,
      ]),
    ).toEqual([
      ['zod', 'assets/src.js', zodCore],
      ['the', 'assets/src.js', schemas],
      ['the', 'assets/title.js', blockData],
    ]);
  });

  it('leaves out modules whose code was all shaken away, and the zod-free entries', () => {
    const bundle = { 'assets/src.js': chunk('assets/src.js', { [zodCore]: 0, [lite]: 50 }) };

    expect(serverOnlyFindings(bundle, serverOnlyRules, importersOf)).toEqual([]);
  });

  it('reads Windows paths and ids with a query alike', () => {
    const bundle = {
      'assets/src.js': chunk('assets/src.js', {
        'C:\\repo\\node_modules\\zod\\v4\\core\\core.js?v=1': 10,
      }),
    };

    expect(serverOnlyFindings(bundle, serverOnlyRules, () => [])).toHaveLength(1);
  });
});

describe('importChain', () => {
  it('is the shortest chain of importers from an entry to the module', () => {
    expect(importChain(zodCore, importersOf)).toEqual([
      '/repo/apps/site/app/root.tsx',
      '/repo/libs/api-clients/src/index.ts',
      schemas,
      '/repo/node_modules/zod/index.js',
      zodCore,
    ]);
  });

  it('ends on a cycle without an entry', () => {
    const cycle: ImportersOf = (id) => (id === 'a' ? ['b'] : ['a']);
    expect(importChain('a', cycle)).toEqual(['a']);
  });
});

describe('describeFindings', () => {
  it('names, by rule and chunk, a few modules and how one got there, from the root', () => {
    const bundle = {
      'assets/src.js': chunk('assets/src.js', {
        [zodCore]: 1,
        '/repo/node_modules/zod/v4/core/util.js': 1,
        '/repo/node_modules/zod/v4/core/errors.js': 1,
        '/repo/node_modules/zod/v4/core/parse.js': 1,
      }),
    };
    const message = describeFindings(
      serverOnlyFindings(bundle, serverOnlyRules, importersOf),
      '/repo/apps/site',
    );

    expect(message).toBe(
      [
        'Server-only code in the browser build (apps/site/vite/server-only.ts):',
        '- zod in assets/src.js: ../../node_modules/zod/v4/core/core.js, ../../node_modules/zod/v4/core/util.js, ../../node_modules/zod/v4/core/errors.js, and 1 more',
        '  imported through app/root.tsx → ../../libs/api-clients/src/index.ts → ../../libs/api-clients/src/contracts/cart.ts → ../../node_modules/zod/index.js → ../../node_modules/zod/v4/core/core.js',
      ].join('\n'),
    );
  });
});

/**
 * Builds `code` as the one module of a browser (or server) build with the check. An app's build keeps
 * no export of its entry: what the code must keep, it logs.
 */
async function buildWith(code: string, ssr = false) {
  const entry = '\0server-only-fixture.js';
  const fixture: Plugin = {
    name: 'fixture',
    resolveId: (id) => (id === 'fixture' ? entry : undefined),
    load: (id) => (id === entry ? code : undefined),
  };
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [fixture, serverOnly()],
    resolve: { conditions: ['@paddock/source', ...defaultClientConditions] },
    // The server build bundles zod too, so that only the plugin's own choice lets it pass.
    ssr: { noExternal: true },
    build: { write: false, ssr, rolldownOptions: { input: 'fixture' } },
  });
}

describe('serverOnly', () => {
  it('fails a browser build that carries zod', async () => {
    await expect(
      buildWith("import * as z from 'zod/mini'; console.log(z.parse(z.string(), 'Le Mans'));"),
    ).rejects.toThrow(/Server-only code in the browser build[\s\S]*- zod in /);
  });

  it('fails a browser build that carries the contract schemas', async () => {
    await expect(
      buildWith("import { cart } from '@paddock/api-clients/contracts'; console.log(cart);"),
    ).rejects.toThrow(/the contract schemas \(@paddock\/api-clients\/contracts\) in /);
  });

  it('passes the browser’s clients, which carry neither, whole', async () => {
    await expect(
      buildWith("import * as clients from '@paddock/api-clients/browser'; console.log(clients);"),
    ).resolves.toBeDefined();
  });

  it('passes the lite entry whole', async () => {
    await expect(
      buildWith("import * as lite from '@paddock/api-clients/lite'; console.log(lite);"),
    ).resolves.toBeDefined();
  });

  it('fails a browser build that carries the block data contracts (zod/mini)', async () => {
    await expect(
      buildWith(
        "import { blockSchemas } from '@paddock/api-clients/blocks'; console.log(blockSchemas);",
      ),
    ).rejects.toThrow(
      /- zod in [\s\S]*- the block data contracts \(@paddock\/api-clients\/blocks\) in /,
    );
  });

  it('leaves the server build alone', async () => {
    await expect(
      buildWith(
        "import * as z from 'zod/mini'; console.log(z.parse(z.string(), 'Le Mans'));",
        true,
      ),
    ).resolves.toBeDefined();
  });
});

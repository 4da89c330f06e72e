import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockGenerator } from './generator';

const root = join(__dirname, '../../../../..');
/** The workspace files the generator edits, as they are today. */
const edited = [
  'libs/content-blocks/src/registry/lazy-blocks.ts',
  'libs/content-blocks/src/registry/interactivity.ts',
  'libs/api-clients/src/blocks/index.ts',
  'libs/content-blocks/src/index.ts',
  'libs/api-clients/src/contracts/content.ts',
  'apps/services/src/seed/pages/style-guide.ts',
];

describe('block generator', () => {
  let tree: Tree;
  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const path of edited) tree.write(path, readFileSync(join(root, path), 'utf-8'));
  });
  const read = (path: string) => tree.read(path, 'utf-8') ?? '';

  it('creates the block folder: schema, component, styles, test and story', async () => {
    await blockGenerator(tree, { type: 'pit-lane-walk', hydrate: false });
    for (const file of ['tsx', 'module.css', 'spec.tsx', 'stories.tsx']) {
      expect(tree.exists(`libs/content-blocks/src/pit-lane-walk/pit-lane-walk.${file}`)).toBe(true);
    }
    expect(read('libs/content-blocks/src/pit-lane-walk/pit-lane-walk.tsx')).toContain(
      'export function PitLaneWalk(',
    );
    expect(read('libs/api-clients/src/blocks/pit-lane-walk.ts')).toContain(
      'export const pitLaneWalkData = z.object(',
    );
  });

  it('wires it in: registry, server schemas, contract and a style-guide example', async () => {
    await blockGenerator(tree, { type: 'pit-lane-walk', hydrate: false });
    // Lazy: its code loads with the first page that shows one, never with the home page's.
    expect(read('libs/content-blocks/src/registry/lazy-blocks.ts')).toMatch(
      /lazyBlockModules = \{\n\s+'pit-lane-walk': \(\) => import\('\.\.\/pit-lane-walk\/pit-lane-walk\.js'\),\n/,
    );
    const schemas = read('libs/api-clients/src/blocks/index.ts');
    expect(schemas).toContain("export * from './pit-lane-walk.js';");
    expect(schemas).toMatch(/blockSchemas[^{]*\{\n\s+'pit-lane-walk': pitLaneWalkData,/);
    // The lib's index names no block type: the registry's tables reach them.
    expect(read('libs/content-blocks/src/index.ts')).not.toContain('PitLaneWalk');
    const contract = read('libs/api-clients/src/contracts/content.ts');
    expect(contract.match(/'pit-lane-walk',/g)).toHaveLength(1);
    expect(read('apps/services/src/seed/pages/style-guide.ts')).toContain(
      "'pit-lane-walk': (locale)",
    );
  });

  it('writes whether the block needs JavaScript in the browser, as asked', async () => {
    await blockGenerator(tree, { type: 'pit-lane-walk', hydrate: false });
    await blockGenerator(tree, { type: 'PIT_WALK', hydrate: true });
    const interactivity = read('libs/content-blocks/src/registry/interactivity.ts');
    expect(interactivity).toMatch(/blockInteractivity = \{[^}]*\n\s+'pit-lane-walk': false,\n/);
    expect(interactivity).toMatch(/\n\s+'?PIT_WALK'?: true,\n/);
  });

  it('leaves the contract alone for a type it already lists', async () => {
    await blockGenerator(tree, { type: 'animation', hydrate: true });
    expect(read('libs/api-clients/src/contracts/content.ts').match(/'animation',/g)).toHaveLength(
      1,
    );
  });

  it('names a type in capitals the way the rest are: PUSH_EDITO lives in push-edito/', async () => {
    await blockGenerator(tree, { type: 'PIT_WALK', hydrate: true });
    expect(read('libs/content-blocks/src/pit-walk/pit-walk.tsx')).toContain(
      'export function PitWalk(',
    );
    expect(read('libs/api-clients/src/blocks/index.ts')).toMatch(/'?PIT_WALK'?: pitWalkData,/);
    expect(read('libs/content-blocks/src/registry/lazy-blocks.ts')).toMatch(
      /'?PIT_WALK'?: \(\) => import\('\.\.\/pit-walk\/pit-walk\.js'\),/,
    );
  });

  it('refuses a block that exists', async () => {
    tree.write('libs/content-blocks/src/title/title.tsx', '');
    await expect(blockGenerator(tree, { type: 'title', hydrate: false })).rejects.toThrow(
      'already exists',
    );
  });
});

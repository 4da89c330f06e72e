import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Block, BlockType } from '@paddock/api-clients/contracts';
import { eagerBlocks } from '@paddock/content-blocks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { blockModulesOf } from './block-modules';
import { browserBlockRegistry } from './block-registry';

const block = (type: string, data: Record<string, unknown> = {}) =>
  ({ id: `${type}-1`, type, data }) as unknown as Block;
const lazy = new Set<string>(['PUSH_EDITO', 'gallery', 'youtube']);
const isLazy = (type: BlockType) => lazy.has(type);

describe('blockModulesOf', () => {
  it('names the chunks of the page’s lazy types, by the folder of their module', () => {
    const chunks = {
      'push-edito': ['/assets/push-edito-a.js', '/assets/block-picture-b.js'],
      gallery: ['/assets/gallery-c.js'],
      title: ['/assets/title-d.js'],
    };
    const blocks = [block('PUSH_EDITO'), block('title'), block('gallery'), block('PUSH_EDITO')];
    expect(blockModulesOf(blocks, isLazy, chunks)).toEqual({
      PUSH_EDITO: ['/assets/push-edito-a.js', '/assets/block-picture-b.js'],
      gallery: ['/assets/gallery-c.js'],
    });
  });

  it('lists a lazy type the build named no chunks for (development) with none', () => {
    expect(blockModulesOf([block('youtube'), block('constructor')], isLazy, {})).toEqual({
      youtube: [],
    });
  });
});

describe('browserBlockRegistry', () => {
  it('has the eager types and the page’s lazy types, each defined once', () => {
    const first = browserBlockRegistry({ gallery: ['/assets/gallery-c.js'] });
    const again = browserBlockRegistry({ gallery: ['/assets/gallery-c.js'], youtube: [] });
    for (const type of Object.keys(eagerBlocks)) expect(first).toHaveProperty(type);
    expect(first.gallery).toBeDefined();
    expect(again.gallery).toBe(first.gallery);
    expect(again.youtube).toBeDefined();
    expect(first.youtube).toBeUndefined();
  });

  it('loads a type from the chunks named, all at once, and shows its component', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'block-modules-'));
    const shared = join(dir, 'shared.mjs');
    const module = join(dir, 'key-figures.mjs');
    writeFileSync(shared, 'export const unit = " km";\n');
    writeFileSync(
      module,
      `import { createElement } from 'react';\nimport { unit } from ${JSON.stringify(pathToFileURL(shared).href)};\n` +
        'export const KeyFigures = ({ data }) => createElement("p", null, data.length + unit);\n',
    );
    const registry = browserBlockRegistry({
      'key-figures': [pathToFileURL(module).href, pathToFileURL(shared).href],
    });
    const definition = registry['key-figures'];
    await definition?.preload?.();
    const shown = definition?.render(block('key-figures', { length: 13.626 }));
    expect(shown && renderToString(shown)).toContain('13.626 km');
  });

  /** A block module that says when it has run (its code loaded), exporting `component`. */
  function telltaleModule(component: string) {
    const flag = `${component}Loaded`;
    const module = join(mkdtempSync(join(tmpdir(), 'block-modules-')), `${component}.mjs`);
    writeFileSync(module, `globalThis.${flag} = true;\nexport const ${component} = () => null;\n`);
    return {
      url: pathToFileURL(module).href,
      loaded: () => (globalThis as Record<string, unknown>)[flag] === true,
    };
  }

  it('starts loading the page’s lazy types as their registry is made, before any renders', async () => {
    const { url, loaded } = telltaleModule('Editorial');
    expect(loaded()).toBe(false);
    const registry = browserBlockRegistry({ editorial: [url] });
    await expect.poll(loaded).toBe(true);
    // Its code is there: the block renders at once.
    await registry.editorial?.preload?.();
    expect(registry.editorial?.render(block('editorial'))).toBeTruthy();
  });

  it('starts that loading in a task after the render’s, not within it', async () => {
    const { url, loaded } = telltaleModule('PushEdito');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      browserBlockRegistry({ PUSH_EDITO: [url] });
      // Long enough for an import started in the render's task to have run its module.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.dynamicImportSettled();
      expect(loaded()).toBe(false);
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(loaded).toBe(true);
  });

  it('loads a type the loader named no chunks for through the library’s table', async () => {
    const registry = browserBlockRegistry({ animation: [] });
    await expect(registry.animation?.preload?.()).resolves.toBeUndefined();
  });
});

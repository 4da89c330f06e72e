import type { Block } from '@paddock/api-clients/contracts';
import { FirstScreen } from '@paddock/ui';
import { useContext } from 'react';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aBlock,
  aBlockOfNewerType,
  richTextFr,
  titleFr,
  titleTextFr,
} from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks, blockRegistry, preloadBlocks } from './blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { blockComponentName, blockFolder, defineBlockModule } from './block-modules.js';
import { eagerBlocks } from './eager-blocks.js';
import { lazyBlockModules } from './lazy-blocks.js';
import lazyBlocksSource from './lazy-blocks.ts?raw';
import { renderBlocks, type BlockRegistry } from '../kit/render-blocks.js';

const catalogs = [contentBlocksCatalog];
const renderPage = (blocks: readonly Block[], registry?: BlockRegistry) =>
  renderInLocale(<Blocks blocks={blocks} registry={registry} />, { catalogs });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Blocks', () => {
  it('renders the known blocks of a page in order', () => {
    const { container } = renderPage([titleFr, titleTextFr, richTextFr]);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Billetterie 2025', 'Accès au circuit', 'Les 24 Heures en famille']);
    expect(
      [...container.querySelectorAll('[data-block-type]')].map((frame) =>
        frame.getAttribute('data-block-type'),
      ),
    ).toEqual(['title', 'title-text', 'rich-text']);
  });

  it('skips the types it does not know yet, and types that are not block types at all', () => {
    const notAType = { ...aBlock('title', {}), type: 'constructor' } as unknown as Block;
    const { container } = renderPage([aBlockOfNewerType(), notAType, titleFr]);
    expect(container.querySelectorAll('[data-block-type]')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Billetterie 2025' })).toBeInTheDocument();
  });

  it('says once, in development, that a page holds a type it cannot show', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const weather = () => aBlockOfNewerType({}, 'weather');
    renderPage([weather(), titleFr, weather()]);
    renderPage([weather()]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      "Block type 'weather' is not in the registry: its blocks are skipped.",
    );
  });

  it('puts each block in a frame wearing its style and tone', () => {
    const { container } = renderPage([
      aBlock('title', { title: 'RSE' }, { style: 'rse', tone: 'green' }),
      aBlock('title', { title: 'Sans style' }),
    ]);
    const [rse, plain] = container.querySelectorAll('[data-block-type]');
    expect(rse).toHaveClass('block', 'rse', 'green');
    expect(plain).toHaveClass('block', 'primary');
    expect(plain).not.toHaveClass('light');
  });

  it('gives a block with an anchor that id, for #anchor links', () => {
    const { container } = renderPage([{ ...titleFr, anchor: 'billets' }, richTextFr]);
    const [anchored, plain] = container.querySelectorAll('[data-block-type]');
    expect(anchored).toHaveAttribute('id', 'billets');
    expect(plain).not.toHaveAttribute('id');
  });

  it('renders with another registry when given one', () => {
    const registry: BlockRegistry = {
      ...blockRegistry,
      youtube: defineBlock<{ videoId: string }>(({ data }) => <p>Vidéo {data.videoId}</p>),
    };
    renderPage([aBlock('youtube', { videoId: 'abc' })], registry);
    expect(screen.getByText('Vidéo abc')).toBeInTheDocument();
  });

  it('says to the blocks that lead the page that they are on the first screen', () => {
    function Lead({ data }: { data: { name: string } }) {
      return <p>{`${data.name}: ${useContext(FirstScreen) ? 'first screen' : 'further down'}`}</p>;
    }
    const registry: BlockRegistry = { ...blockRegistry, gallery: defineBlock(Lead) };
    const placesOf = (blocks: readonly Block[]) => {
      const { unmount } = renderPage(blocks, registry);
      const places = screen
        .getAllByText(/: (first screen|further down)$/)
        .map((p) => p.textContent);
      unmount();
      return places;
    };
    const lead = (name: string) => aBlock('gallery', { name });
    // The first block leads; on a page that opens on a title alone, the next one too.
    expect(placesOf([lead('a'), lead('b')])).toEqual(['a: first screen', 'b: further down']);
    expect(placesOf([titleFr, lead('a'), lead('b')])).toEqual([
      'a: first screen',
      'b: further down',
    ]);
    expect(placesOf([titleFr, richTextFr, lead('a')])).toEqual(['a: further down']);
    // A block the page skips does not count.
    expect(placesOf([aBlockOfNewerType(), lead('a'), lead('b')])).toEqual([
      'a: first screen',
      'b: further down',
    ]);
  });

  it('renderBlocks gives one element per shown block, for pages that lay them out themselves', () => {
    expect(renderBlocks([titleFr, aBlockOfNewerType(), richTextFr], blockRegistry)).toHaveLength(2);
  });
});

describe('the registry', () => {
  it('knows the eager types and every lazy type, each lazy one with its preload', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(
      [...Object.keys(eagerBlocks), ...Object.keys(lazyBlockModules)].sort(),
    );
    for (const type of Object.keys(lazyBlockModules)) {
      expect(blockRegistry[type as keyof typeof lazyBlockModules]?.preload).toBeTypeOf('function');
    }
  });

  it('names a type’s folder and component after the type', () => {
    expect(blockFolder('PUSH_EDITO')).toBe('push-edito');
    expect(blockComponentName('PUSH_EDITO')).toBe('PushEdito');
    expect(blockFolder('tickets-grid-with-filters')).toBe('tickets-grid-with-filters');
    expect(blockComponentName('tickets-grid-with-filters')).toBe('TicketsGridWithFilters');
    expect(blockComponentName('iframe')).toBe('Iframe');
  });

  it('imports each lazy type from src/<folder>/<folder>, where the site finds its chunk', () => {
    // Each entry, however Prettier wraps it: `'type': () => import('../folder/folder.js'),`.
    const entries = new Map(
      [...lazyBlocksSource.matchAll(/^ {2}'?([\w-]+)'?: \(\) =>\s+import\('([^']+)'\),$/gm)].map(
        ([, type, path]) => [type, path],
      ),
    );
    expect([...entries.keys()].sort()).toEqual(Object.keys(lazyBlockModules).sort());
    for (const [type, path] of entries) {
      const folder = blockFolder(type ?? '');
      expect(path).toBe(`../${folder}/${folder}.js`);
    }
  });

  it('shows a lazy type once its module loaded, with the component named after the type', async () => {
    const load = vi.fn(async () => ({
      Governance: ({ data }: { data: { title: string } }) => <p>{data.title}</p>,
    }));
    const registry: BlockRegistry = { governance: defineBlockModule('governance', load) };
    renderPage([aBlock('governance', { title: 'Le comité' })], registry);
    expect(await screen.findByText('Le comité')).toBeInTheDocument();
    await preloadBlocks([aBlock('governance', {})], registry);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the load of a module that does not export the type’s component, naming it', async () => {
    const definition = defineBlockModule('sea-projects', async () => ({ SeaProject: () => null }));
    await expect(definition.preload?.()).rejects.toThrow(
      "The module of block type 'sea-projects' exports no component SeaProjects.",
    );
  });

  it('preloads the lazy types of a page, which then render at once', async () => {
    const blocks = [aBlock('centered-title-text', { title: 'Cent ans de course' })];
    await preloadBlocks(blocks);
    renderPage(blocks);
    expect(screen.getByRole('heading', { name: 'Cent ans de course' })).toBeInTheDocument();
  });
});

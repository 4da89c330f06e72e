import { I18nProvider } from '@lingui/react';
import type { Block } from '@paddock/api-clients/contracts';
import { createI18n } from '@paddock/i18n';
import { uiCatalog } from '@paddock/ui';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBlock, richTextFr, titleFr } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { islandBlocks } from '../server/islands.js';
import { blockRegistry, preloadBlocks } from './blocks.js';
import { defineBlock, type BlockProps } from '../kit/define-block.js';
import { renderBlocks, type BlockRegistry } from '../kit/render-blocks.js';

const i18n = createI18n('fr', [uiCatalog, contentBlocksCatalog]);
const inLocale = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

const keyFigures = aBlock('key-figures', {
  title: 'Les 24 Heures en chiffres',
  items: [{ value: 325000, label: 'spectateurs' }],
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The blocks as the site's page loader has them: prepared, their code loaded, split into islands. */
async function pageIslands(blocks: readonly Block[], registry: BlockRegistry = blockRegistry) {
  await preloadBlocks(blocks, registry);
  return islandBlocks(blocks, { withHtml: false, i18n, registry });
}

/** Mounts `html` as the server's document body part, as a browser receives it. */
function serverDocument(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('static blocks', () => {
  it('reach the page data as their frame alone, and render whole on the server', async () => {
    const islands = await pageIslands([titleFr, keyFigures]);
    expect(islands.blocks).toEqual([
      { id: titleFr.id, type: 'title', static: true },
      { id: keyFigures.id, type: 'key-figures', static: true },
    ]);
    expect(islands.serverBlocks.get(keyFigures.id)).toBe(keyFigures);
    const html = renderToString(
      inLocale(renderBlocks(islands.blocks, blockRegistry, islands.serverBlocks)),
    );
    expect(html).toContain('Les 24 Heures en chiffres');
    expect(html).toContain(`data-static-block="${keyFigures.id}"`);
  });

  it('keep the server HTML when the browser hydrates, without any block code', async () => {
    const islands = await pageIslands([titleFr, richTextFr, keyFigures]);
    const container = serverDocument(
      renderToString(inLocale(renderBlocks(islands.blocks, blockRegistry, islands.serverBlocks))),
    );
    const before = container.innerHTML;
    const recoverable = vi.fn();
    // The browser's registry knows none of these types: nothing of them is loaded.
    const empty: BlockRegistry = {};
    await act(async () => {
      hydrateRoot(container, inLocale(renderBlocks(islands.blocks, empty)), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(container.querySelector('h2, h1')?.textContent).toBe('Billetterie 2025');
  });

  it('hydrate the interactive blocks beside them', async () => {
    const onClick = vi.fn();
    const Button = ({ data }: BlockProps<{ label: string }>) => (
      <button type="button" onClick={onClick}>
        {data.label}
      </button>
    );
    const registry: BlockRegistry = { ...blockRegistry, 'cross-sell': defineBlock(Button) };
    const button = aBlock('cross-sell', { label: 'Ajouter' });
    const islands = await pageIslands([keyFigures, button], registry);
    expect(islands.blocks[1]).toBe(button);
    const container = serverDocument(
      renderToString(inLocale(renderBlocks(islands.blocks, registry, islands.serverBlocks))),
    );
    await act(async () => {
      hydrateRoot(container, inLocale(renderBlocks(islands.blocks, registry)));
    });
    container.querySelector('button')?.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('carry their HTML for a page the browser renders itself (a client navigation)', async () => {
    const islands = await islandBlocks([keyFigures], { withHtml: true, i18n });
    const [island] = islands.blocks;
    // The page's own render of the block, but for its ids: those of a block rendered apart start with
    // the block's id, so they never meet the page's.
    const whole = serverDocument(
      renderToString(inLocale(renderBlocks([keyFigures], blockRegistry))),
    ).querySelector('[data-block-type] > div')?.innerHTML;
    const ids = /_(?:[\w-]+-)?R_\w+_/g;
    expect(island).toMatchObject({ static: true });
    expect(island && 'html' in island ? island.html?.replace(ids, 'ID') : undefined).toBe(
      whole?.replace(ids, 'ID'),
    );
    expect(island && 'html' in island ? island.html : '').toContain(`id="_${keyFigures.id}-R_`);
    document.body.innerHTML = '';
    const container = serverDocument('');
    await act(async () => {
      createRoot(container).render(inLocale(renderBlocks(islands.blocks, {})));
    });
    expect(container.textContent).toContain('Les 24 Heures en chiffres');
  });

  it('come back whole when React renders the page again after hydrating it', async () => {
    // A block of its own: no render before this one has read its HTML.
    const figures = aBlock('key-figures', keyFigures.data);
    const islands = await pageIslands([figures]);
    const container = serverDocument(
      renderToString(
        inLocale(
          <div key="a">{renderBlocks(islands.blocks, blockRegistry, islands.serverBlocks)}</div>,
        ),
      ),
    );
    const root = await act(async () =>
      hydrateRoot(container, inLocale(<div key="a">{renderBlocks(islands.blocks, {})}</div>)),
    );
    // A new key: React throws the old elements away and mounts the block anew.
    await act(async () => {
      root.render(inLocale(<div key="b">{renderBlocks(islands.blocks, {})}</div>));
    });
    expect(container.textContent).toContain('Les 24 Heures en chiffres');
  });

  it('leave blocks of unknown types as they are', async () => {
    const unknown = { ...aBlock('title', {}), type: 'weather' } as unknown as Block;
    const islands = await islandBlocks([unknown], { withHtml: true, i18n });
    expect(islands.blocks).toEqual([unknown]);
  });
});

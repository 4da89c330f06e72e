import type { Block } from '@paddock/api-clients/contracts';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBlock, aBlockOfNewerType, richTextFr, titleFr, titleTextFr } from '../fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks, blockRegistry, renderBlocks, type BlockRegistry } from './blocks.js';
import { defineBlock } from './define-block.js';

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

  it('renderBlocks gives one element per shown block, for pages that lay them out themselves', () => {
    expect(renderBlocks([titleFr, aBlockOfNewerType(), richTextFr])).toHaveLength(2);
  });
});

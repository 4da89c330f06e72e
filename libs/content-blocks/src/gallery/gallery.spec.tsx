import { renderInLocale } from '@paddock/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Gallery } from './gallery.js';
import { galleryData, type GalleryData } from '@paddock/api-clients/blocks';
import { galleryDataFr, galleryOneTwoEn, galleryTwoOneEn } from './gallery.fixtures.js';

const registry = { gallery: defineBlock<GalleryData>(Gallery) };
const catalogs = [contentBlocksCatalog];

// The viewer is a lazy chunk: load it once, so a test waits for the viewer to open, not for its
// module to be transformed on a busy machine.
beforeAll(async () => {
  await import('./gallery-viewer.js');
});

describe('gallery block', () => {
  it('shows its pictures in a grid of its layout, lazy and sized', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[galleryOneTwoEn]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The village' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list).toHaveClass('oneTwo');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1600');
    }
  });

  it('opens a viewer with previous, next, the arrows and Escape, and gives focus back', async () => {
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[galleryTwoOneEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const opener = screen.getByRole('button', {
      name: 'Enlarge picture 2 of 3: Racing at night',
    });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Last year in pictures' });
    expect(within(viewer).getByText('Racing at night')).toBeInTheDocument();
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    // The viewer's effect moves the focus into it once it has mounted.
    await waitFor(() =>
      expect(within(viewer).getByRole('button', { name: 'Close the viewer' })).toHaveFocus(),
    );

    await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByText('The podium')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('The podium')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Enlarge picture 3 of 3: The podium' }),
    ).toHaveFocus();
  });

  it('accepts the seed’s data and refuses an unknown layout or no picture', () => {
    expect(galleryData.safeParse(galleryDataFr).success).toBe(true);
    expect(galleryData.safeParse({ ...galleryDataFr, layout: 'gallery-mosaic' }).success).toBe(
      false,
    );
    expect(galleryData.safeParse({ ...galleryDataFr, pictures: [] }).success).toBe(false);
  });
});

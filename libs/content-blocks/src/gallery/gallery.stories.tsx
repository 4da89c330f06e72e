import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { Gallery } from './gallery.js';
import type { GalleryData } from '@paddock/api-clients/blocks';
import {
  galleryOneTwoEn,
  gallerySingleFr,
  galleryTwoOneEn,
  galleryTwoOneFr,
} from './gallery.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { gallery: defineBlock<GalleryData>(Gallery) };

const meta = {
  title: 'content-blocks/Gallery',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's layout: two pictures, then one across (from 1025 px). */
export const TwoOneFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [galleryTwoOneFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'L’an dernier en images' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** One across, then two, on the dark tone. */
export const OneTwoEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [galleryOneTwoEn] },
};

export const SingleFullWidthFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [gallerySingleFr] },
};

/** The viewer: previous, next, the arrows, Escape; focus inside, then back on the picture. */
export const ViewerEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [galleryTwoOneEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Enlarge picture 1 of 3: The starting flag' }),
    );
    const viewer = await canvas.findByRole('dialog', { name: 'Last year in pictures' });
    const inside = within(viewer);
    await waitFor(() =>
      expect(inside.getByRole('button', { name: 'Close the viewer' })).toHaveFocus(),
    );
    await userEvent.click(inside.getByRole('button', { name: 'Next picture' }));
    await expect(inside.getByText('2 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inside.getByText('The podium')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(inside.getByRole('button', { name: 'Previous picture' }));
    await expect(inside.getByText('1 of 3')).toBeVisible();
    // A modal dialog: the page behind is inert, so focus stays inside.
    await expect(viewer.matches(':modal')).toBe(true);
    await expect(viewer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByRole('button', { name: 'Enlarge picture 1 of 3: The starting flag' }),
    ).toHaveFocus();
  },
};

/** The viewer open in French, for axe. */
export const ViewerOpenFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [galleryTwoOneFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[2] as HTMLElement);
    const viewer = await canvas.findByRole('dialog', { name: 'L’an dernier en images' });
    await expect(within(viewer).getByText('3 sur 3')).toBeVisible();
  },
};

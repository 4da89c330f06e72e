import type { CategoryLinksData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { CategoryLinks } from './category-links.js';
import { categoryLinksBlocks } from './category-links.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'category-links': defineBlock<CategoryLinksData>(CategoryLinks) };

const meta = {
  title: 'content-blocks/CategoryLinks',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home's shortcuts with pictograms: chips scrolling sideways on phones, tiles on desktop. The
 * keyboard reaches the last chip, scrolled into view.
 */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: categoryLinksBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Préparer votre venue' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(nav).getByRole('link', { name: 'Billetterie' })).toBeVisible();
    within(nav).getByRole('link', { name: 'Billetterie' }).focus();
    for (let step = 0; step < 7; step += 1) await userEvent.tab();
    const shop = within(nav).getByRole('link', { name: /Boutique/ });
    await expect(shop).toHaveFocus();
    await expect(shop).toBeVisible();
    await expect(shop).toHaveAttribute('target', '_blank');
  },
};

/** In English on the motorbike site, on the dark tone. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: categoryLinksBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Tickets' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
    await expect(
      canvas.getByRole('link', { name: 'Shop (opens in a new tab)' }),
    ).toBeInTheDocument();
  },
};

/** The ticketing page's categories with pictures, no title: the landmark says "Accès rapides". */
export const Pictures: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: categoryLinksBlocks.pictures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Accès rapides' });
    await expect(within(nav).getByRole('link', { name: 'Tribunes' })).toBeVisible();
    await expect(nav.querySelectorAll('img')).toHaveLength(4);
  },
};

/** With pictures in English, RSE style on the green tone. */
export const PicturesGreenEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: categoryLinksBlocks.picturesGreenEn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Quick links' }),
    ).toBeVisible();
  },
};

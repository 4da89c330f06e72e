import type { HoverCardsData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { HoverCards } from './hover-cards.js';
import { hoverCardsBlocks } from './hover-cards.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'hover-cards': defineBlock<HoverCardsData>(HoverCards) };

const meta = {
  title: 'content-blocks/HoverCards',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CSS's own test: a mouse on desktop reveals by hover and focus, anything else by the button. */
const mouseOnDesktop = () =>
  window.matchMedia('(hover: hover) and (pointer: fine) and (min-width: 1025px)').matches;

/**
 * Reveals the card of `title`, as the visitor would: by the keyboard reaching its link (a mouse on
 * desktop), or by its button (touch screens, phones). Returns its text and link.
 */
async function reveal(canvasElement: HTMLElement, title: string, text: RegExp, link: string) {
  const canvas = within(canvasElement);
  const words = canvas.getByText(text);
  await expect(words).not.toBeVisible();
  if (mouseOnDesktop()) {
    canvas.getByRole('link', { name: link }).focus();
  } else {
    const toggle = canvas.getByRole('button', { name: new RegExp(title) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await waitFor(() => expect(words).toBeVisible());
  await expect(canvas.getByRole('link', { name: link })).toBeVisible();
}

/** The week's experiences: four cards; the second one revealed. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: hoverCardsBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Paddock Walk',
      'Tour du circuit en bus',
      'Nuit au camping',
      'La grande roue',
    ]);
    await reveal(
      canvasElement,
      'Tour du circuit en bus',
      /Parcourez les 13 km du tracé/,
      'Réserver le tour en bus',
    );
  },
};

/** In English on the motorbike site; a card revealed then folded again by its button. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: hoverCardsBlocks.en },
  play: async ({ canvasElement }) => {
    await reveal(
      canvasElement,
      'A night at the campsite',
      /Pitch your tent by the track/,
      'See the campsites',
    );
    if (!mouseOnDesktop()) {
      const toggle = within(canvasElement).getByRole('button', {
        name: 'More about A night at the campsite',
      });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(within(canvasElement).getByText(/Pitch your tent/)).not.toBeVisible();
    }
  },
};

/** The hospitality areas on the dark tone, without a block title (cards' titles level 2). */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: hoverCardsBlocks.dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await reveal(
      canvasElement,
      'Séminaires',
      /Des espaces toute l’année/,
      'Organiser un séminaire (s’ouvre dans un nouvel onglet)',
    );
  },
};

/** The same in English, RSE style on the green tone. */
export const GreenEnglish: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: hoverCardsBlocks.greenEn },
  play: async ({ canvasElement }) => {
    await reveal(
      canvasElement,
      'Panorama Lounge',
      /view of the starting grid/,
      'Discover the Panorama Lounge',
    );
  },
};

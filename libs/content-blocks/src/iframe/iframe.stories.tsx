import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { Iframe } from './iframe.js';
import type { IframeData } from '@paddock/api-clients/blocks';
import { iframeEn, iframeFr } from './iframe.fixtures.js';
import { allowedOnAnEarlierVisit, embedStories } from '../kit/stories/embeds.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { iframe: defineBlock<IframeData>(Iframe) };

const meta = {
  title: 'content-blocks/Iframe',
  component: BlockList,
  ...embedStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facade: title, origin, a button to load and a link to open it elsewhere. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [iframeFr] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan du circuit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Charger le contenu' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Loaded on request, on the green tone: the frame, named by the title, lazy and sandboxed. */
export const EnglishLoaded: Story = {
  beforeEach: allowedOnAnEarlierVisit,
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [iframeEn] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load the content' }));
    const frame = canvas.getByTitle('Circuit map');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

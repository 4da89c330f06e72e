import type { Block } from '@paddock/api-clients/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock, richTextEn, richTextFr, titleEn, titleFr } from '../kit/fixtures/blocks.js';
import { eagerBlocks } from './eager-blocks.js';
import { renderBlocks, type BlockRegistry } from '../kit/render-blocks.js';

/** A host that lays out the blocks itself with a registry of its own (here the eager types only). */
function HostPage({ blocks, registry }: { blocks: readonly Block[]; registry: BlockRegistry }) {
  return <main>{renderBlocks(blocks, registry)}</main>;
}

const meta = {
  title: 'content-blocks/parts/RenderBlocks',
  component: HostPage,
  parameters: { layout: 'fullscreen' },
  args: { registry: eagerBlocks, blocks: [] },
} satisfies Meta<typeof HostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each known block in its frame, on its tone; a type the host's registry lacks is skipped. */
export const OwnRegistryFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      titleFr,
      aBlock('key-figures', { items: [{ value: '24', label: 'heures' }] }),
      { ...richTextFr, tone: 'dark' },
    ],
  },
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll('[data-block-type]');
    await expect([...frames].map((frame) => frame.getAttribute('data-block-type'))).toEqual([
      'title',
      'rich-text',
    ]);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const OwnRegistryEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [titleEn, { ...richTextEn, tone: 'green', style: 'secondary' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-block-type]')).toHaveLength(2);
  },
};

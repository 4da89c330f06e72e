import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../fixtures/blocks.js';
import { Blocks } from '../registry/blocks.js';

const meta = {
  title: 'content-blocks/TitleTextPush',
  component: Blocks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [aBlock('title-text-push', { title: 'Titre du bloc', text: 'Un texte d’exemple.' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Titre du bloc' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [
      aBlock(
        'title-text-push',
        { title: 'Block title', text: 'An example text.' },
        { tone: 'dark' },
      ),
    ],
  },
};

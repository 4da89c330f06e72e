import type { ServicesData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Services } from './services.js';
import { fanServicesEn, fanServicesFr } from './services.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { services: defineBlock<ServicesData>(Services) };

const meta = {
  title: 'content-blocks/Services',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service; then the transport ones only. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('services', fanServicesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Transports' }));
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Navettes',
      'Bornes de recharge',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 services affichés');
  },
};

/** In English on the motorbike site, without the filter. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('services', { ...fanServicesEn, filter: false })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toBeVisible();
  },
};

/** On the dark tone, filtered to comfort. */
export const Dark: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('services', fanServicesEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comfort' }));
    await expect(canvas.getByRole('button', { name: 'Comfort' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** On the green tone, in the RSE style. */
export const GreenRse: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: { blocks: [aBlock('services', fanServicesFr, { tone: 'green', style: 'rse' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Santé et sécurité' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

import type { SeaProjectsData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaProjects } from './sea-projects.js';
import { academyProjectsEn, academyProjectsFr } from './sea-projects.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'sea-projects': defineBlock<SeaProjectsData>(SeaProjects) };

const meta = {
  title: 'content-blocks/SeaProjects',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The academy's projects; the status filter keeps the ongoing or the finished ones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('sea-projects', academyProjectsFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: 'En cours' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 projets');
    for (const card of canvas.getAllByRole('article')) {
      await expect(card).toHaveTextContent('En cours');
    }
  },
};

/** On the dark tone, on desktop: three cards a row. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('sea-projects', academyProjectsEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    await userEvent.click(canvas.getByRole('radio', { name: 'Finished' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 projects');
  },
};

/** On the green tone, RSE style: the keyboard moves through the filter. */
export const GreenTone: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: [aBlock('sea-projects', academyProjectsFr, { tone: 'green', style: 'rse' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tous les projets' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Terminé' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 projets');
  },
};

import type { SeaPresentationData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaPresentation } from './sea-presentation.js';
import { academyEn, academyFr } from './sea-presentation.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'sea-presentation': defineBlock<SeaPresentationData>(SeaPresentation) };

const meta = {
  title: 'content-blocks/SeaPresentation',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text and picture side by side on desktop, then the four pillars. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('sea-presentation', academyFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2 });
    const picture = canvas.getByRole('img', { name: 'Les élèves au stand' });
    await expect(picture.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right - 1,
    );
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Candidater' })).toBeVisible();
  },
};

/** Centred on the dark tone. */
export const EnglishCentered: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: {
    blocks: [aBlock('sea-presentation', { ...academyEn, alignment: 'centered' }, { tone: 'dark' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Training tomorrow’s endurance drivers',
    );
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).textAlign).toBe(
      'center',
    );
    await expect(canvas.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/en/academy/apply',
    );
  },
};

/** In a padded panel on the green tone, secondary style, with a light call to action. */
export const GreenPadded: Story = {
  globals: { locale: 'fr', universe: 'karting' },
  args: {
    blocks: [
      aBlock(
        'sea-presentation',
        {
          ...academyFr,
          alignment: 'centeredPadded',
          picture: undefined,
          cta: {
            ...academyFr.cta,
            text: 'Candidater',
            href: '/fr/academie/candidater',
            style: 'light',
          },
        },
        { tone: 'green', style: 'secondary' },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

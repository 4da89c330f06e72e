import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ExperienceAppPush } from './experience-app-push.js';
import { androidOnlyFr, appEn, appFr } from './experience-app-push.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/ExperienceAppPush',
  component: BlockList,
  ...blockStories({
    'experience-app-push': defineBlock<ExperienceAppPushData>(ExperienceAppPush),
  }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The official app: the phone after the text on desktop, under it on phones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'experience' },
  args: { blocks: [aBlock('experience-app-push', appFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Le classement en direct dans l’application' }),
    ).toBeVisible();
    // The keyboard reaches both store badges.
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', {
        name: 'Télécharger sur App Store (s’ouvre dans un nouvel onglet)',
      }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};

/** In English on the dark tone, the phone first. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('experience-app-push', appEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** Text only, one store, on the green tone. */
export const GreenOneStore: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('experience-app-push', androidOnlyFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

import type { SeminarActivityFilterData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarActivityFilter } from './seminar-activity-filter.js';
import { seminarActivitiesEn, seminarActivitiesFr } from './seminar-activity-filter.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'seminar-activity-filter': defineBlock<SeminarActivityFilterData>(SeminarActivityFilter),
};

const meta = {
  title: 'content-blocks/SeminarActivityFilter',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every activity; then only the team-building ones. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('seminar-activity-filter', seminarActivitiesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: 'Team building' }));
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Défi arrêt au stand',
      'Rallye d’orientation',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 activités correspondent');
  },
};

/** Filtered by duration and group size, in English on the motorbike site. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('seminar-activity-filter', seminarActivitiesEn)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Duration' }), 'short');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Group size' }), '12');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Passenger laps in a race car',
    ]);
  },
};

/** Nothing matches: the empty state and its reset button (dark tone). */
export const EmptyOnDark: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('seminar-activity-filter', seminarActivitiesEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Heritage' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Group size' }), '500');
    await expect(canvas.getByRole('status')).toHaveTextContent('No activity matches');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  },
};

/** On the green tone, the third category chosen. */
export const Green: Story = {
  globals: { locale: 'fr', universe: 'classic' },
  args: { blocks: [aBlock('seminar-activity-filter', seminarActivitiesFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Patrimoine' }));
    await expect(canvas.getByRole('link', { name: 'Le musée' })).toBeVisible();
  },
};

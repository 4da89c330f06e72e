import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LegacyHospitalityListData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { LegacyHospitalityList } from './legacy-hospitality-list.js';
import { offersEn, offersFr } from './legacy-hospitality-list.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const meta = {
  title: 'content-blocks/LegacyHospitalityList',
  component: BlockList,
  ...blockStories({
    'legacy-hospitality-list': defineBlock<LegacyHospitalityListData>(LegacyHospitalityList),
  }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five offers in three locations; the pit grandstand's are kept, then every offer again. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('legacy-hospitality-list', offersFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 offres');
    await userEvent.click(canvas.getByRole('radio', { name: 'Tribune des stands' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offres');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tous les lieux' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

/** In English on the dark tone; the keyboard moves through the locations with the arrows. */
export const EnglishDark: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('legacy-hospitality-list', offersEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tertre Rouge' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Pit grandstand' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offers');
  },
};

/** On a phone, on the green tone: rows stacked. */
export const GreenOnMobile: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('legacy-hospitality-list', offersFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Virage d’Arnage' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 offres');
  },
};

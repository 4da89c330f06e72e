import type { GovernanceData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { Governance } from './governance.js';
import { governanceBlocks } from './governance.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { governance: defineBlock<GovernanceData>(Governance) };

const meta = {
  title: 'content-blocks/Governance',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Bureau with photos (initials for the treasurer) and biographies, then the board. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: governanceBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const bio = canvas.getByText(/elle préside le club depuis 2021/);
    await expect(bio).not.toBeVisible();
    const [disclosure] = canvas.getAllByText(/^Biographie/, { selector: 'summary' });
    await expect(disclosure).toHaveTextContent('Biographie, Claire Besnard');
    await userEvent.click(disclosure as HTMLElement);
    await expect(bio).toBeVisible();
    await userEvent.click(disclosure as HTMLElement);
    await expect(bio).not.toBeVisible();
  },
};

/** In English; the disclosures are in the tab order, each naming whose biography it opens. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: governanceBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bio = canvas.getByText(/he oversees safety/);
    await userEvent.tab();
    await userEvent.tab();
    const disclosure = canvas.getAllByText(/^Biography/, { selector: 'summary' })[1];
    await expect(disclosure).toHaveFocus();
    await expect(disclosure).toHaveTextContent('Biography, Jean-Marc Lelièvre');
    await userEvent.click(disclosure as HTMLElement);
    await expect(bio).toBeVisible();
  },
};

/** On the dark tone. */
export const Dark: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: governanceBlocks.dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Claire Besnard')).toBeVisible();
  },
};

/** A single body without a block title, on the green tone in the secondary style. */
export const GreenSingleBody: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: governanceBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Le collège des commissaires sportifs' }),
    ).toBeVisible();
  },
};

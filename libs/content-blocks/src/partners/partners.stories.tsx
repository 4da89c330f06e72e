import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Partners } from './partners.js';
import type { PartnersData } from '@paddock/api-clients/blocks';
import {
  homePartnersEn,
  homePartnersFr,
  partnersPageEn,
  partnersPageFr,
} from './partners.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { partners: defineBlock<PartnersData>(Partners) };

const meta = {
  title: 'content-blocks/Partners',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partners page: every category, one under the other, larger logos. */
export const PartnersPageFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('partners', partnersPageFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(
      canvas.getByRole('link', { name: 'Garage Moreau (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const PartnersPageEnglish: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: [aBlock('partners', partnersPageEn, { tone: 'light' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Our supporters' })).toBeVisible();
  },
};

/** The home: the footer's categories only, three to a row on desktop, and the link to all partners. */
export const HomeFrench: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('partners', homePartnersFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Ils nous soutiennent')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Tous les partenaires' })).toHaveAttribute(
      'href',
      '/fr/partenaires',
    );
  },
};

/** The home's version on the dark tone. */
export const HomeEnglishDark: Story = {
  globals: { locale: 'en', universe: 'auto' },
  args: { blocks: [aBlock('partners', homePartnersEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /\(opens in a new tab\)/ })).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'All partners' })).toBeVisible();
  },
};

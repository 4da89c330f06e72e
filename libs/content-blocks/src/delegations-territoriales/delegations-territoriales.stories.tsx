import type { DelegationsTerritorialesData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineBlock } from '../kit/define-block.js';
import { DelegationsTerritoriales } from './delegations-territoriales.js';
import { delegationsTerritorialesBlocks } from './delegations-territoriales.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = {
  'delegations-territoriales': defineBlock<DelegationsTerritorialesData>(DelegationsTerritoriales),
};

const meta = {
  title: 'content-blocks/DelegationsTerritoriales',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every delegation by region; the region filter narrows them and the count follows. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: delegationsTerritorialesBlocks.fr },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('8 délégations');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Région' }), 'Bretagne');
    await expect(status).toHaveTextContent('2 délégations');
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Délégation Ille-et-Vilaine',
      'Délégation Finistère',
    ]);
    await expect(canvas.getByRole('link', { name: 'finistere@aco.example' })).toHaveAttribute(
      'href',
      'mailto:finistere@aco.example',
    );
  },
};

/** In English: the search finds a town without its accent. */
export const EnglishSearch: Story = {
  globals: { locale: 'en', universe: 'moto' },
  args: { blocks: delegationsTerritorialesBlocks.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search a town, a delegate' }),
      'alencon',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1 delegation');
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('Orne delegation');
  },
};

/** Nothing matches, on the dark tone: the empty state and its button that shows everything again. */
export const DarkEmptyState: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: delegationsTerritorialesBlocks.dark },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Rechercher une ville, un délégué' });
    await userEvent.type(search, 'Marseille');
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucune délégation');
    await expect(
      canvas.getByText('Aucune délégation ne correspond à votre recherche.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les délégations' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(8);
  },
};

/** One region without a block title, on the green tone in the secondary style. */
export const GreenOneRegion: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: delegationsTerritorialesBlocks.green },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bretagne' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

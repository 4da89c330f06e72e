import type { SeaPalmaresData } from '@paddock/api-clients/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaPalmares } from './sea-palmares.js';
import { palmaresEn, palmaresFr } from './sea-palmares.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

const registry = { 'sea-palmares': defineBlock<SeaPalmaresData>(SeaPalmares) };

const meta = {
  title: 'content-blocks/SeaPalmares',
  component: BlockList,
  ...blockStories(registry),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone every result is a card of labelled lines; filtering by championship keeps its own. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('sea-palmares', palmaresFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Palmarès de l’Académie' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    // The column headers are there for screen readers only; each card labels its own lines.
    const [header] = within(table).getAllByRole('columnheader');
    await expect(header?.closest('thead')?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Championnat' }),
      'Michelin Le Mans Cup – LMP3',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('2 résultats');
  },
};

/** On desktop, the dark tone: a table with its headers. */
export const English: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'desktop', isRotated: false } },
  args: { blocks: [aBlock('sea-palmares', palmaresEn, { tone: 'dark' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Season',
      'Drivers',
      'Championship',
      'Result',
      'Car',
    ]);
    await expect(headers[0]?.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Season' }), '2025');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** On the green tone: no result for a season and a championship, then everything again. */
export const GreenEmpty: Story = {
  globals: { locale: 'fr', universe: 'aco' },
  args: { blocks: [aBlock('sea-palmares', palmaresFr, { tone: 'green' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Saison' }), '2021');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Championnat' }),
      'European Le Mans Series – LMP3',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucun résultat');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher tous les résultats' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

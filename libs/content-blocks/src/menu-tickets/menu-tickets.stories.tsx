import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MenuTicketsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MenuTickets } from './menu-tickets.js';
import { categoriesEn, categoriesFr, sectionsOf } from './menu-tickets.fixtures.js';
import { blockStories } from '../kit/stories/block-stories.js';
import { BlockList } from '../kit/render-blocks.js';

/** A tall section per category, so that the page scrolls under the sticky menu. */
function Section({ data }: { data: { title: string } }) {
  return (
    <div style={{ minHeight: '90vh' }}>
      <h2 style={{ margin: 0 }}>{data.title}</h2>
    </div>
  );
}

const meta = {
  title: 'content-blocks/MenuTickets',
  component: BlockList,
  ...blockStories({
    'menu-tickets': defineBlock<MenuTicketsData>(MenuTickets),
    title: defineBlock<{ title: string }>(Section),
  }),
} satisfies Meta<typeof BlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticketing page's menu, sticky: a category clicked is marked; so is the one scrolled to. */
export const French: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: { blocks: [aBlock('menu-tickets', categoriesFr), ...sectionsOf(categoriesFr)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Catégories de billets' }));
    await userEvent.click(nav.getByRole('link', { name: 'Tribunes' }));
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Tribunes' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
    // The menu stays at the top of the screen.
    await waitFor(() =>
      expect(canvas.getByRole('navigation').getBoundingClientRect().top).toBeLessThan(40),
    );
    document.getElementById('campings')?.scrollIntoView();
    await waitFor(() =>
      expect(nav.getByRole('link', { name: 'Campings' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
    window.scrollTo(0, 0);
  },
};

/** In English on a phone: the row scrolls sideways and keeps the current category in view. */
export const EnglishOnMobile: Story = {
  globals: { locale: 'en', universe: 'moto', viewport: { value: 'mobile2', isRotated: false } },
  args: { blocks: [aBlock('menu-tickets', categoriesEn), ...sectionsOf(categoriesEn)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Ticket categories' });
    const row = within(nav).getByRole('list');
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await userEvent.click(within(nav).getByRole('link', { name: 'Extras' }));
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    await expect(within(nav).getByRole('link', { name: 'Extras' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    window.scrollTo(0, 0);
  },
};

/** On the dark tone, not sticky, the keyboard going from category to category. */
export const DarkNotSticky: Story = {
  globals: { locale: 'fr', universe: 'auto' },
  args: {
    blocks: [
      aBlock('menu-tickets', { ...categoriesFr, sticky: false }, { tone: 'dark' }),
      ...sectionsOf(categoriesFr).slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Enceinte générale' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Tribunes' })).toHaveFocus();
  },
};
